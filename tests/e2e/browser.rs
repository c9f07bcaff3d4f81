//! A real browser for the web page's tests: Debian's headless Chromium,
//! driven by its ChromeDriver over WebDriver, so a test taps the page as a
//! person does (real clicks on what is drawn) and reads what it shows. Where
//! there is no Chromium the tests say so and pass, unless
//! `WIZARD_REQUIRE_BROWSER` is set (CI sets it and installs both).

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

pub struct Browser {
    driver: Child,
    pub client: Client,
    _profile: tempfile::TempDir,
}

/// Whether a browser is required here (CI).
fn required() -> bool {
    std::env::var("WIZARD_REQUIRE_BROWSER").is_ok()
}

impl Browser {
    /// A headless Chromium with a window of `width` × `height` CSS pixels,
    /// or `None` where there is none.
    pub async fn start(width: u32, height: u32) -> Option<Browser> {
        Browser::start_in(width, height, "en-US").await
    }

    /// As `start`, with the browser's language `lang` (what a page reads
    /// as `navigator.language`).
    pub async fn start_in(width: u32, height: u32, lang: &str) -> Option<Browser> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .ok()?;
        let driver = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let Ok(driver) = driver else {
            assert!(
                !required(),
                "WIZARD_REQUIRE_BROWSER is set and there is no chromedriver"
            );
            eprintln!("no chromedriver here: the page was not tapped in a browser");
            return None;
        };
        let profile = tempfile::tempdir().ok()?;
        // The flags keep Chromium off the network it cannot reach (it
        // would try Google's hosts at every start) and the window exact.
        let args = vec![
            "--headless".to_string(),
            "--no-sandbox".into(),
            "--disable-gpu".into(),
            "--disable-quic".into(),
            "--no-first-run".into(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--hide-scrollbars".into(),
            "--force-device-scale-factor=1".into(),
            format!("--window-size={width},{height}"),
            format!("--lang={lang}"),
            format!("--user-data-dir={}", profile.path().display()),
        ];
        let mut caps = serde_json::Map::new();
        caps.insert(
            "goog:chromeOptions".into(),
            json!({"args": args, "binary": "/usr/bin/chromium",
                   "prefs": {"intl.accept_languages": lang}}),
        );
        let mut builder = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new());
        builder.capabilities(caps);
        let started = Instant::now();
        let browser = Browser {
            driver,
            client: loop {
                match builder.connect(&format!("http://127.0.0.1:{port}")).await {
                    Ok(c) => break c,
                    Err(e) if started.elapsed() > Duration::from_secs(20) => {
                        assert!(
                            !required(),
                            "WIZARD_REQUIRE_BROWSER is set and Chromium did not start: {e}"
                        );
                        eprintln!("Chromium did not start ({e}): the page was not tapped in a browser");
                        return None;
                    }
                    Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
                }
            },
            _profile: profile,
        };
        // The window's inside, not its frame, is the page's width.
        browser.resize(width, height).await;
        Some(browser)
    }

    /// Makes the page's viewport `width` × `height`.
    pub async fn resize(&self, width: u32, height: u32) {
        // The window's frame is outside the page: the window is set to the
        // page's size plus the frame, measured each time, until the page
        // has the size (a busy machine applies a resize late: a size read too
        // early once gave a 420 px page where 390 was asked).
        let inner = || async {
            let got = self
                .client
                .execute("return [window.innerWidth, window.innerHeight]", vec![])
                .await
                .unwrap();
            (got[0].as_u64().unwrap_or(0) as u32, got[1].as_u64().unwrap_or(0) as u32)
        };
        for _ in 0..50 {
            let (w, h) = inner().await;
            if (w, h) == (width, height) {
                return;
            }
            let (outer_w, outer_h) = self.client.get_window_size().await.unwrap();
            let frame = ((outer_w as u32).saturating_sub(w), (outer_h as u32).saturating_sub(h));
            self.client
                .set_window_size(width + frame.0, height + frame.1)
                .await
                .unwrap();
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("the page did not take {width}×{height}: {:?}", inner().await);
    }

    pub async fn open(&self, url: &str) {
        self.client.goto(url).await.unwrap();
    }

    /// The table the page shows now (its script's state), once drawn.
    pub async fn state(&self) -> Value {
        self.glance(&[]).await.0
    }

    /// The page's table (as `state`) and how many things each of `css`
    /// finds, read at once: one round trip to the browser, not one each (a
    /// seat's loop asks this every few milliseconds while others play).
    pub async fn glance(&self, css: &[&str]) -> (Value, Vec<usize>) {
        let got = self
            .client
            .execute(
                "const now = typeof wizard === 'undefined' ? null : wizard.st.now; \
                 return JSON.stringify({now, n: arguments[0].map(c => document.querySelectorAll(c).length)})",
                vec![serde_json::json!(css)],
            )
            .await
            .unwrap();
        let got: Value = got
            .as_str()
            .and_then(|s| serde_json::from_str(s).ok())
            .unwrap_or(Value::Null);
        let counts = (0..css.len())
            .map(|i| got["n"][i].as_u64().unwrap_or(0) as usize)
            .collect();
        (got["now"].clone(), counts)
    }

    /// Waits until the page shows a table other than version `from`, says
    /// why not (a refusal), or asks a second step.
    pub async fn moved_on(&self, from: &Value, secs: u64) -> Value {
        let started = Instant::now();
        loop {
            let s = self.state().await;
            if s["version"] != *from || started.elapsed() > Duration::from_secs(secs) {
                return s;
            }
            let asked = self
                .client
                .execute(
                    "return document.getElementById('note').textContent !== '' || wizard.st.crossing !== null",
                    vec![],
                )
                .await
                .ok()
                .and_then(|v| v.as_bool())
                .unwrap_or(false);
            if asked {
                return s;
            }
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    /// Waits out a round's break on the card table's page (the next round's
    /// choices wait unseen while the round ended is shown, #88), as a person
    /// waits for what they are to tap; at most 8 s.
    pub async fn after_the_break(&self) {
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(8) {
            let between = self
                .client
                .execute("return !!document.querySelector('main.between')", vec![])
                .await
                .ok()
                .and_then(|v| v.as_bool())
                .unwrap_or(false);
            if !between {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Taps what `css` finds (the first of them), as a person does;
    /// whether there was such a thing to tap.
    pub async fn tap(&self, css: &str) -> bool {
        self.tap_nth(css, 0).await
    }

    /// Taps the `nth` (from 0) of what `css` finds. The page redraws as the
    /// table changes; a tap on what was just replaced is tried again on
    /// what replaced it, as a person taps again. Whether it tapped: what was
    /// offered may be gone (the table moved on meanwhile).
    pub async fn tap_nth(&self, css: &str, nth: usize) -> bool {
        self.after_the_break().await;
        for _ in 0..10 {
            let found = self.client.find_all(Locator::Css(css)).await.unwrap_or_default();
            if let Some(e) = found.get(nth.min(found.len().saturating_sub(1)))
                && e.click().await.is_ok()
            {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
        false
    }

    /// Sends `keys` (WebDriver's codes: "\u{E007}" is Enter) to the `nth`
    /// (from 0) of what `css` finds, as a keyboard's user does; whether it could.
    pub async fn key_nth(&self, css: &str, nth: usize, keys: &str) -> bool {
        self.after_the_break().await;
        for _ in 0..10 {
            let found = self.client.find_all(Locator::Css(css)).await.unwrap_or_default();
            if let Some(e) = found.get(nth.min(found.len().saturating_sub(1)))
                && e.send_keys(keys).await.is_ok()
            {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
        false
    }

    /// Chooses the `index`th option of the select `css` finds.
    pub async fn choose(&self, css: &str, index: usize) {
        for _ in 0..20 {
            if let Ok(e) = self.client.find(Locator::Css(css)).await
                && e.select_by_index(index).await.is_ok()
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
        panic!("could not choose in {css}");
    }

    /// Runs `script` in the page (a test's stand-in for what a person's
    /// browser does to it: a network that drops, a tab in the background).
    pub async fn run(&self, script: &str) {
        self.client.execute(script, vec![]).await.unwrap();
    }

    /// How many things `css` finds.
    pub async fn count(&self, css: &str) -> usize {
        self.client
            .find_all(Locator::Css(css))
            .await
            .map(|v| v.len())
            .unwrap_or(0)
    }

    /// The words `css` shows (the first it finds), empty if none.
    pub async fn text(&self, css: &str) -> String {
        match self.client.find(Locator::Css(css)).await {
            Ok(e) => e.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        }
    }

    /// What the `nth` (from 0) of what `css` finds says to a screen reader
    /// (its label, else its words), empty if none.
    pub async fn text_nth(&self, css: &str, nth: usize) -> String {
        let found = self.client.find_all(Locator::Css(css)).await.unwrap_or_default();
        match found.get(nth) {
            Some(e) => match e.attr("aria-label").await.ok().flatten() {
                Some(label) => label,
                None => e.text().await.unwrap_or_default(),
            },
            None => String::new(),
        }
    }

    /// The page as drawn now, to `name.png` in `WIZARD_LOOK_DIR` (when set).
    pub async fn look(&self, name: &str) {
        let Ok(dir) = std::env::var("WIZARD_LOOK_DIR") else {
            return;
        };
        let png = self.client.screenshot().await.unwrap();
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(std::path::Path::new(&dir).join(format!("{name}.png")), png).unwrap();
    }

    /// As `look`, at `width` and as tall as the page is (then back to `back`).
    pub async fn look_whole(&self, name: &str, width: u32, back: (u32, u32)) {
        if std::env::var("WIZARD_LOOK_DIR").is_err() {
            return;
        }
        self.resize(width, 900).await;
        let tall = self
            .client
            .execute("return document.documentElement.scrollHeight", vec![])
            .await
            .unwrap()
            .as_u64()
            .unwrap_or(900) as u32;
        self.resize(width, tall.max(300)).await;
        self.look(name).await;
        self.resize(back.0, back.1).await;
    }

    pub async fn close(mut self) {
        let client = self.client.clone();
        let _ = client.close().await;
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
    }
}
