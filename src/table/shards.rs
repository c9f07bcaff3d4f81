//! Which games a process drives when several share one database: those of
//! the guilds on the gateway shards it runs (`SHARDS=FIRST-LAST/TOTAL`).
//! Discord sends a guild's interactions to the shard `(guild_id >> 22) % TOTAL`
//! (direct messages to shard 0), so a game's clicks only ever reach the
//! process that runs its guild's shard; restores, deadlines and announcements
//! follow the same rule.

use std::fmt;

/// A range of gateway shards, both ends included, out of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// Every shard of `total` (one process runs them all).
    pub fn all(total: u32) -> Shards {
        let total = total.max(1);
        Shards {
            first: 0,
            last: total - 1,
            total,
        }
    }

    /// `FIRST-LAST/TOTAL` (or `N/TOTAL` for one shard), as `SHARDS` is written.
    pub fn parse(text: &str) -> Result<Shards, String> {
        let form = "write it as FIRST-LAST/TOTAL, such as 0-1/4";
        let (range, total) = text.trim().split_once('/').ok_or(form)?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| form.to_string());
        let shards = Shards {
            first: number(first)?,
            last: number(last)?,
            total: number(total)?,
        };
        if shards.total == 0 {
            return Err("TOTAL must be at least 1".into());
        }
        if shards.first > shards.last || shards.last >= shards.total {
            return Err(format!("the range must satisfy FIRST <= LAST < TOTAL ({shards})"));
        }
        Ok(shards)
    }

    /// The shard Discord gives a guild's events (direct messages: shard 0).
    pub fn of_guild(guild: Option<i64>, total: u32) -> u32 {
        match guild {
            // Snowflakes are positive; the timestamp bits start at bit 22.
            Some(g) => ((g as u64 >> 22) % u64::from(total.max(1))) as u32,
            None => 0,
        }
    }

    /// Whether games of `guild` belong to this range.
    pub fn owns(&self, guild: Option<i64>) -> bool {
        (self.first..=self.last).contains(&Shards::of_guild(guild, self.total))
    }

    /// The shards, in order.
    pub fn ids(&self) -> std::ops::RangeInclusive<u32> {
        self.first..=self.last
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse_and_bad_ones_say_why() {
        assert_eq!(
            Shards::parse("0-1/4"),
            Ok(Shards {
                first: 0,
                last: 1,
                total: 4
            })
        );
        assert_eq!(Shards::parse("3/4").map(|s| (s.first, s.last)), Ok((3, 3)));
        assert!(Shards::parse("2-1/4").is_err());
        assert!(Shards::parse("0-4/4").is_err());
        assert!(Shards::parse("0-1").is_err());
        assert!(Shards::parse("0-1/0").is_err());
        assert_eq!(Shards::parse("1-2/4").unwrap().to_string(), "1-2/4");
    }

    #[test]
    fn a_guild_belongs_to_discords_shard_and_every_guild_to_one_range() {
        // Discord's formula: shard_id = (guild_id >> 22) % num_shards.
        let g: i64 = 41771983423143937;
        assert_eq!(Shards::of_guild(Some(g), 2), ((g >> 22) % 2) as u32);
        assert_eq!(Shards::of_guild(None, 4), 0);
        let halves = [Shards::parse("0-1/4").unwrap(), Shards::parse("2-3/4").unwrap()];
        for i in 0..1000i64 {
            let guild = Some((i * 7919) << 22 | 12345);
            assert_eq!(halves.iter().filter(|h| h.owns(guild)).count(), 1);
        }
        assert!(Shards::all(1).owns(Some(g)) && Shards::all(1).owns(None));
    }
}
