# wizard-bot: English messages (the fallback for every other language).
# Each id is used by the Discord layer; `{ $name }` are the arguments it passes.

## Games and cards
game-wizard = Wizard
game-dice = Wizard Dice
suit-blue = Blue
suit-green = Green
suit-red = Red
suit-yellow = Yellow
card-suited = { $suit } { $rank }
card-wizard = Wizard
card-jester = Jester
computer-name = Computer { $seat }
autopilot-mark = (autopilot)
seat-finished-by-computer = { $name } (🤖 finished by the computer)
seat-finished-by-computer-plain = { $name } (computer finished)

## Variants and options
variant-plus_minus_one = Plus/Minus One
variant-covered_bids = Covered bids
variant-secret_bids = Secret bids
variant-clairvoyance = Clairvoyance (first round)
variant-clairvoyance_every_round = Clairvoyance (every round)
variant-one_colour = One colour
variants-none = No variants
option-turn-time = Turn time: { $secs } s
option-magic-cards = Magic Cards
option-experts = Experts' game: 12 Xs

## Lobby
lobby-title = { $game } — new table
lobby-host = Host: { $host }
lobby-seats = Players ({ $taken }/{ $max })
lobby-options = Options
lobby-need = Starts with { $min } to { $max } players; the host presses Start.
lobby-length = ⏳ With { $players } players: about { $moves } moves in a row, about { $days } days if each of you moves within { $hours } h of their turn.
lobby-started = The game has started — have fun!
lobby-started-thread = The game has started in { $thread } — have fun!
lobby-finished = Game over — won by { $winners }.
lobby-finished-thread = Game over — won by { $winners }. The results are in { $thread }.
lobby-cancelled = This table was cancelled.
lobby-thread-name = { $game } #{ $id }
button-join = Join
button-leave = Leave
level-easy = Easy
level-normal = Normal
level-hard = Hard
level-easy-about = Bids by counting its cards and plays greedily: for beginners
level-normal-about = Plays out a few hundred deals before each decision
level-hard-about = Plays out thousands of deals and reads the others' bids
level-easy-about-dice = Predicts from one roll's odds and keeps what counts: for beginners
level-normal-about-dice = Works out each choice one roll ahead
level-hard-about-dice = Works out every choice to the end of the round, exactly
add-computer-placeholder = Add a computer player (host)…
button-suggest = Suggest
hint-bid = bid { $bid }
hint-play = play { $card }
hint-trump = name { $suit } trump
hint-only = Your only choice: { $what }.
hint-only-bid = Your only choice: { $what } — Plus/Minus One bans the other bid.
hint-why-bid = about { $tricks } tricks, the bid made in { $percent } % of { $deals } deals
hint-why-play = makes your bid in { $percent } % of { $deals } deals, { $points } { $n ->
    [one] point
   *[other] points
} on average
hint-why-trump = { $points } { $n ->
    [one] point
   *[other] points
} on average over { $deals } deals
hint-line = { $what } — { $why }.
hint-line-plain = { $what }.
hint-dice-predict = predict { $cell } — { $points } points expected this round.
hint-dice-wizard-colour = name { $colour } as the Wizard Colour — { $points } points expected.
hint-dice-set = set two dice to { $first } and { $second } — { $points } points expected.
hint-dice-throw-first = throw dice { $dice }.
hint-dice-throw = throw dice { $dice } again — { $points } points expected; stopping now scores { $now }.
hint-dice-take = take this roll — it scores { $now }; going on expects { $on }.
hint-dice-take-last = take this roll — it scores { $now }.
hint-dice-stay = stay in — going on expects { $on } points; taking this roll scores { $now }.
hint-dice-jester = take the Jester Score.
hint-dice-plain = write your mark, not the Jester Score.
err-no-hints = This table plays without hints.
err-nothing-to-suggest = You have nothing to decide right now.
opt-hints = Offer a Suggest button on private hands (on by default)
opt-hints-dice = Offer a Suggest button on each player's Page (on by default)
name-hints = hints
option-no-hints = No hints
button-start = Start (host)
button-cancel = Cancel (host)

## The public table message (card game)
table-title = Round { $round } of { $rounds }
table-title-scored = Round { $round } of { $rounds } — scored
table-dealer = Dealer: { $name }
table-turned = Turned card: { $card }
table-trump = Trump: { $suit }
table-no-trump = No trump this round
table-trump-choosing = A Wizard was turned: { $name } chooses trump
table-bids-total = Bids: { $bids } for { $tricks } { $tricks ->
    [one] trick
   *[other] tricks
}
table-bids-hidden = Bids are hidden until they are revealed
table-players = Players
table-player-line = { $name } — bid { $bid } · tricks { $tricks } · { $points } points
table-player-scored = { $name } — bid { $bid } · tricks { $tricks } · { $score } → { $points } points
bid-not-yet = –
bid-placed = placed
table-trick = Current trick
table-trick-empty = No card played yet
table-last-trick = Last trick
table-trick-won = { $cards } → won by { $name }
table-act-bid = { $names }: your bid, please.
table-act-play = { $names }: your turn to play.
table-act-trump = { $names }: choose trump, please.
table-act-bid-all = Everyone bids now: { $names }
table-deadline = Time runs out { $when }.
table-waiting = Waiting for { $names }.
table-footer = Game { $game }
button-my-hand = My hand

## The private hand (card game)
hand-title = Your hand — round { $round } of { $rounds }
hand-cards = Your cards
hand-blind = Clairvoyance: you see the others' cards, not your own.
hand-seen = { $name }: { $cards }
hand-your-bid-turn = Your bid: how many tricks will you take?
hand-your-play-turn = Your turn: play a card.
hand-your-trump-turn = You turned up a Wizard: choose trump.
hand-waiting = Waiting for { $names }.
hand-your-bid = You bid { $bid }.
hand-forbidden = { $bid } is not allowed: the bids would add up to the { $tricks } tricks of this round (Plus/Minus One).
hand-forbidden-button = { $bid }: not allowed
hand-bid-placeholder = Choose your bid
hand-bid-option = Bid { $bid }
hand-trick = Trick so far: { $cards }
hand-not-seated-view = You are watching: this is what everyone sees.
trick-winning = **{ $play }** (winning)
trick-led = Led suit: { $suit }
trick-led-after-jester = Led suit: { $suit } (a Jester was led, so the first coloured card set it)
trick-led-wizard = A Wizard was led: any card may follow.
trick-led-jesters = Only Jesters so far: the next coloured card sets the suit.
standing-made = has their tricks — wants no more
standing-needs = needs { $n } more
standing-over = over by { $n }
hand-need-more = You need { $n } more { $n ->
    [one] trick
   *[other] tricks
}.
hand-need-none = You have your tricks: you want no more.
hand-over-by = You are over your bid by { $n }.
hand-dealer-may-not = Plus/Minus One: { $name } bids last as the dealer and may not make the bids add up to { $tricks }.
hand-must-follow = You must follow { $suit }: the greyed-out cards cannot be played now.
hand-bids-so-far = Bids so far: { $bids }
hand-bids-you = **you: { $bid }**
hand-bids-other = { $name }: { $bid }
hand-over = The game is over.

## The end
end-title = Game over — final standings
end-line = { $place }. { $name } — { $points } points
end-winner = { $names } { $count ->
    [one] wins!
   *[other] share the win!
}
end-lifetime = Lifetime scores
end-lifetime-line = { $name }: { $games } { $games ->
    [one] game
   *[other] games
} · { $wins } { $wins ->
    [one] win
   *[other] wins
} · { $points } points
button-rematch = Rematch
cancelled-title = This game was cancelled.
end-pages = Final Pages of Prediction
end-page-summary = { $xs }/{ $target } X · bonus +{ $bonus } · { $jesters } { $jesters ->
    [one] Jester Score
   *[other] Jester Scores
} · **{ $points } points**
end-reason-target = The game ends: { $names } { $count ->
    [one] has
   *[other] have
} { $target } X.
end-reason-boxes = The game ends: no one has a box left to predict.
end-tie-break = { $first } and { $second } both have { $points } points: fewer Jester Scores puts { $first } ahead.

## Commands' replies
left-lobby = You left the table.
left-game = Your seat is now played by a computer player. Thanks for playing!
cancelled-game = The table was cancelled.
game-set-aside = Game { $game } could not be restored after the bot restarted, so it has ended. Sorry! A new table can be opened here.
no-table-here = There is no open table in this channel.
rematch-opened = Rematch: a new table with the same players and options.
rematch-opened-ask = { $names } a rematch, turn-based like the last: press **Join** to play again.

## Leaderboards and statistics
board-title = { $game } leaderboard — { $scope }
board-scope-server = this server
board-scope-global = all servers
board-sort = Sorted by { $sort ->
    [rating] rating
    [wins] wins
    [points] points
   *[average] average points
}
board-line = { $rank }. { $name } — { $rating } · { $wins } { $wins ->
    [one] win
   *[other] wins
} · { $games } { $games ->
    [one] game
   *[other] games
} · { $points } points · ⌀ { $average }
board-leaves = {" "}· left { $leaves } { $leaves ->
    [one] game
   *[other] games
}
board-season-all = all time
board-season-current = this season ({ $from } – { $until })
board-season-previous = last season ({ $from } – { $until })
stats-bid-tricks = Bid / tricks per round
stats-seer-rounds = Rounds as Seer
stats-rating = Rating
stats-leaves = Games left
choice-sort-rating = Rating
opt-season = This season, the last one, or all time (default)
choice-season-current = This season
choice-season-previous = Last season
choice-season-all = All time
name-season = season
name-season_days = season_days
opt-season-days = Season length in days (7–365), or 0 for calendar months
opt-settings-turn-time = Default seconds per decision at this server's new tables (0: each game's own)
settings-turn-time = New tables give { $secs } s per decision.
settings-turn-time-game = New tables use each game's own turn time (120 s Wizard, 90 s Wizard Dice).
err-turn-time = A turn time is 15 to 900 seconds.
settings-season-month = Seasons are calendar months.
settings-season-days = Seasons last { $days } days.
err-season-days = A season lasts 7 to 365 days, or 0 for calendar months.
err-language = That language is not one the bot speaks: English, Deutsch, Français or Nederlands.
history-title = { $game }: finished games
history-summary = { $when } · place { $place } of { $players } · { $points } points
history-seat = { $place }. { $name } { $points }
history-left = {" "}(left)
history-none = { $name } has no finished game of { $game } on this server.
history-none-anywhere = { $name } has no finished game of { $game } yet.
history-no-page = There is no page { $page }: the history has { $pages } { $pages ->
    [one] page
   *[other] pages
}.
button-export = Export #{ $game }
export-ready = The record of game { $game } (the format `wizard-bot replay` checks).
err-export-not-finished = Only a finished game's record can be exported.
cmd-history = Your finished games (or someone else's) on this server, with their records
opt-history-user = Whose games (you, if empty)
opt-page = Page
name-history = history
name-page = page
board-empty = Nobody has finished a game yet.
board-page = Page { $page } of { $pages }
button-previous = Previous
button-next = Next
stats-title = { $game }: lifetime statistics
stats-none = { $name } has not finished a game of { $game } yet.
stats-games = Games
stats-wins = Wins
stats-points = Points
stats-average = Average
stats-best = Best
stats-bid-accuracy = Bids met
stats-xs = Xs
stats-jester-scores = Jester Scores

## Rules summaries
rules-wizard-title = Wizard — the rules in short
rules-wizard =
    60 cards: four suits 1–13, four Wizards and four Jesters. Round 1 deals one card each, round 2 two, … until the deck runs out (60 ÷ players rounds).
    • **Trump**: the next card is turned up. A Jester means no trump; a Wizard lets the dealer choose. The last round has no trump.
    • **Bids**: starting left of the dealer, everyone says how many tricks they will take.
    • **Tricks**: follow the suit led if you can; a Wizard or a Jester may always be played. The first Wizard wins the trick, else the highest trump, else the highest card of the suit led. Jesters lose unless all are Jesters (then the first wins). If a Wizard is led, anything may follow; if a Jester is led, the next suit card sets the suit.
    • **Score**: exact bid: 20 + 10 per trick. Otherwise −10 per trick off. Highest total after the last round wins.
rules-variants-title = Variants
rules-variants = Plus/Minus One: the bids may not add up to the tricks. Covered bids: all bid at once, revealed together. Secret bids: revealed only at scoring. Clairvoyance: bid while seeing the others' cards but not your own. One colour: 3–4 players, each plays one colour 1–15.

## Wizard Dice: the public table message
button-my-page = My page
ping-turn-wizard = { $user }, it is your turn (Wizard #{ $game }).
ping-turn-dice = { $user }, it is your turn (Wizard Dice #{ $game }).
ping-turn-again-wizard = { $user }, it is your turn (Wizard #{ $game }). Open your hand again: Discord stops updating an open one after 15 minutes.
ping-turn-again-dice = { $user }, it is your turn (Wizard Dice #{ $game }). Open your Page again: Discord stops updating an open one after 15 minutes.
ping-take-dice = { $user }, the Seer waits for you (Wizard Dice #{ $game }): take this roll or wait for the next.
ping-take-again-dice = { $user }, the Seer waits for you (Wizard Dice #{ $game }): take this roll or wait for the next. Open your Page again: Discord stops updating an open one after 15 minutes.
button-pings-off = Don't ping me
button-pings-on = Ping me again
pings-off-done = You will not be pinged when your turn comes (on any server). The table still shows whose turn it is.
pings-on-done = You will be pinged when your turn comes and your hand is not open.
dice-title = Wizard Dice — round { $round }
dice-title-scored = Wizard Dice — round { $round } — over
dice-seer = Seer: { $name }
dice-next-seer = Next Seer: { $name }
dice-magic = 🎴 Magic Card { $card }: **{ $name }** — { $rule }
dice-magic-short = 🎴 Magic Card { $card }: **{ $name }**
dice-wizard-colour = Wizard Colour: { $colour }
dice-wizard-colour-default = Wizard Colour: { $colour } (the Seer's colour, unless the Seer names another before rolling)
dice-wizard-colour-later = Wizard Colour: the Seer names it after the predictions.
dice-wizard-colour-all = Wizards count as every colour this round.
dice-wizard-colour-none = Wizards count as no colour this round.
dice-wizard-colour-option = Wizard Colour: { $colour }
dice-wizard-colour-placeholder = Name the Wizard Colour
dice-dice = Dice
dice-no-roll = Not rolled yet.
dice-set-only = Two dice set by the Seer; the others follow with roll 2.
dice-roll = Roll { $roll } of { $max }
dice-roll-last = Last roll: { $roll }
dice-thrown = Thrown this roll: dice { $dice }; the others were kept.
dice-counts = Counting for each colour: { $counts }
dice-box = { $count }× { $colour }
dice-prediction-none = –
dice-prediction-passed = passes this round
dice-prediction-secret = secret
dice-status-in = in
dice-status-waiting = to predict
dice-status-passed = no box left
dice-wrote = roll { $roll } → { $mark }
dice-wrote-jester = roll { $roll } → Jester Score ×{ $jesters }, { $mark }
dice-crossed-out = {" "}· crossed out { $cell }
dice-player-line = { $name } — { $prediction } · { $status } · { $xs }/{ $target } X · { $points } points
dice-player-line-in = { $name } — { $prediction } · { $xs }/{ $target } X · { $points } points
dice-player-scored = { $name } — { $prediction } · { $status }
dice-act-set = { $name }: you are the Seer — set two dice on **My page** (Magic Card 4).
dice-act-predict = { $names }: your prediction, please — open **My page**.
dice-act-predict-all = Everyone predicts now, in secret: { $names } — open **My page**. Predictions show once all are in.
dice-act-roll = { $name }: you are the Seer — roll the dice on **My page**.
dice-act-after-roll = { $name }: roll again or stop on **My page**. { $others }: take this roll or wait for the next.
dice-act-after-roll-alone = { $name }: roll again or stop on **My page**.
dice-act-others-take = Waiting for { $name }. { $others }: take this roll or wait for the next.
dice-act-score = { $names }: a Jester Score is open to you — choose your score on **My page**.
dice-set-placeholder = Set two dice to…
dice-die-option = Die { $die }: { $face }
dice-reroll-placeholder = Re-roll dice for roll { $roll } of { $max } (at least { $min })…
dice-button-roll = Roll
dice-button-roll-these = Roll dice { $dice }
dice-button-stop = Stop — everyone scores this roll
dice-button-take = Take this roll
dice-button-stay = Stay in

## Wizard Dice: the private Page of Prediction
dice-page-title = Your Page of Prediction — round { $round }
dice-page-grid = Your Page
dice-page-totals = { $xs } of { $target } Xs · { $points } points · { $jesters } { $jesters ->
    [one] Jester Score
   *[other] Jester Scores
}
dice-page-predict-turn = Your prediction: choose a box (a number of dice and a colour).
dice-page-cross-out-note = Magic Card 7: you may also cross out one used box of the colour you predict.
dice-page-taken = Already predicted this round: { $boxes }.
dice-page-score-turn = The round is over: choose what to write.
dice-page-set-turn = You are the Seer: set two dice below.
dice-page-seer-turn = You are the Seer: pick the dice to throw and roll — or stop.
dice-page-may-take = Take this roll now, or wait for the Seer's next one.
dice-page-predicted = Your prediction: { $cell }.
dice-page-wrote = This round you wrote: { $status }.
dice-page-jesters = Jester boxes
dice-box-crossed = { $mark } (crossed out)
dice-page-counted = With these dice { $counted } count for { $colour }.
dice-page-would-write = With these dice you would write **{ $mark }** in { $cell }.
dice-page-or-jester = Or a Jester Score: X in your ×{ $jesters } Jester box and **{ $mark }** in your predicted box.
dice-write-button = Write { $mark } in { $count }×
dice-jester-button = Jester Score ×{ $jesters } ({ $mark } in { $count }×)
dice-stop-write-button = Stop: everyone scores · { $mark } in { $count }×
dice-stop-jester-button = Stop: Jester Score ×{ $jesters } · { $mark } in { $count }×
dice-choose-score = A Jester Score is open to you: choose what to write.
dice-cross-out-ask = You predict { $cell }. Magic Card 7: cross out one of your used { $colour } boxes (it will count 0), or none.
dice-cross-out-button = Cross out { $count }× ({ $mark })
dice-cross-out-none = No cross-out
dice-took-roll = You took this roll: { $status }.
dice-left = You left this round.
dice-staying = You stay in for the next roll.

## Magic Cards
magic-1-name = All colours, doubled
magic-1-rule = Wizards count as all four colours. Exact predictions write two Xs; misses write twice the difference.
magic-2-name = Jesters stay, doubled
magic-2-rule = Rolled Jesters may not be re-rolled. Exact predictions write two Xs; misses write twice the difference.
magic-3-name = Early roll
magic-3-rule = The Seer rolls before the predictions. Roll 2 re-rolls at least three dice; nobody may leave on roll 1.
magic-4-name = Set two
magic-4-rule = Instead of roll 1 the Seer sets two dice to any faces; roll 2 throws the other five. Nobody may leave before roll 2.
magic-5-name = Extra dice
magic-5-rule = Each colour counts one more die than was rolled.
magic-6-name = Jesters join you
magic-6-rule = Everyone adds the rolled Jesters to the count of their own colour.
magic-7-name = Cross out
magic-7-rule = With your prediction you may cross out one used box of its colour; it counts 0.
magic-8-name = Many rolls
magic-8-rule = The Seer may roll as many times as their predicted number. Wizards count as no colour.
magic-9-name = Jester column
magic-9-rule = A Jester Score whose Jester count equals your predicted number writes an X in your box, not a 0.
magic-10-name = Secret predictions
magic-10-rule = After the Seer, everyone predicts at once in secret; predictions may match each other but not the Seer's.

## Mistakes
err-no-such-table = That table no longer exists.
err-channel-busy = This channel already has an open table (game { $game }). Finish or cancel it first.
err-turn-tables-full = You already have 30 turn-based tables open (games you sit at, and lobbies you opened). Finish or leave one first: `/turns` lists them.
err-daily-tried = You have had today's try at this challenge. A new one opens at midnight UTC.
err-no-daily = This bot offers no daily challenge.
err-not-seated = You are not playing at this table.
err-already-seated = You already have a seat at this table.
err-full = The table is full.
err-not-host = Only the host can do that.
err-not-host-or-manager = Only the host or a member with Manage Server can do that.
err-not-enough = At least { $need } players are needed to start.
err-already-started = The game has already started.
err-not-started = The game has not started yet.
err-game-over = This game is over.
err-cancelled = This table was cancelled.
hand-moved = This panel was opened again below; use the newest one.
err-out-of-date = That button was out of date — nothing happened. Here is the current view.
err-not-your-turn = It is not your turn.
err-options-incompatible = { $a } and { $b } cannot be combined.
err-options-one-colour = One colour is played by 3 or 4 players, not { $players }.
err-options-players = Wizard is played by 3 to 6 players, not { $players }.
err-options-dice-players = Wizard Dice is played by 2 to 5 players, not { $players }.
err-options-x-target = The Xs to fill are 9, or 12 in the experts' game.
err-storage = The game cannot be saved right now — nothing was lost. Please try again in a moment.
err-internal = Something went wrong on our side — nothing was lost. Please try again in a moment.
err-unknown-button = This button is not from a game I know.
err-unknown-command = I do not know this command. Discord may still show an old list of commands: try again in a minute.
err-old-button = This button is from another version of the bot and no longer works. Use the game's newest message.
err-guild-only = Tables are played on a server; here you can play `/daily`.
err-game-wrong = That button belongs to the other game.
err-already-bid = You have already bid this round.
err-bid-range = Bids go from 0 to { $max }.
err-forbidden-bid = You may not bid { $bid }: the bids would add up to the { $tricks } tricks of this round (Plus/Minus One).
err-card-not-in-hand = That card is no longer in your hand.
err-must-follow = You must follow suit: play { $suit } if you can (or a Wizard or Jester).
err-trump-due = The dealer must choose trump first.
err-not-bidding = Bidding is over.
err-not-playing = Cards are not being played now.
err-no-trump-choice = There is no trump to choose now.
err-rules = That move is not allowed now.
dice-err-not-seer = Only the Seer can do that.
dice-err-not-predicting = Predictions are not being made now.
dice-err-already-predicted = You have already predicted this round.
dice-err-bad-count = A prediction is 1 to 5 dice.
dice-err-box-used = { $cell } is already used on your Page.
dice-err-taken = { $cell } was already predicted by another player this round.
dice-err-cross-out-card = Crossing out is allowed only under Magic Card 7.
dice-err-cross-out-colour = You may only cross out a box of { $colour }, the colour you predict.
dice-err-cross-out-empty = { $cell } is empty: only a used box can be crossed out.
dice-err-cross-out-again = { $cell } is already crossed out.
dice-err-no-wizard-colour = This Magic Card fixes the Wizards; there is no Wizard Colour to name.
dice-err-wizard-colour-late = The Wizard Colour is named after the predictions and before the first roll.
dice-err-set-not-due = Dice are set only under Magic Card 4, before the predictions.
dice-err-set-same = Set two different dice.
dice-err-roll-not-due = The dice cannot be rolled now.
dice-err-no-rolls = No rolls are left this round: stop to score.
dice-err-empty-roll = Choose at least one die to re-roll.
dice-err-must-throw = This roll must throw exactly dice { $dice }.
dice-err-jester-reroll = Jesters may not be re-rolled this round (Magic Card 2).
dice-err-too-few = Roll 2 must re-roll at least three dice (Magic Card 3).
dice-err-leave-not-allowed = Nobody may leave on this roll.
dice-err-stale-roll = The Seer has rolled again: roll { $roll } is gone (now roll { $current }). Nothing happened.
dice-err-round-over = Round { $round } is over; that button belonged to it. Nothing happened.
dice-err-not-in-round = You are not in this round any more.
dice-err-seer-stops = You are the Seer: stop to score with this roll.
dice-err-score-not-due = You have no score to choose now.
dice-err-no-jester = No Jester Score is open to you with these dice.

## Slash command names, as typed (lowercase, no spaces, at most 32 characters)
name-wizard = wizard
name-dice = dice
name-new = new
name-leave = leave
name-cancel = cancel
name-leaderboard = leaderboard
name-stats = stats
name-rules = rules
name-plus_minus_one = plus_minus_one
name-covered_bids = covered_bids
name-secret_bids = secret_bids
name-clairvoyance = clairvoyance
name-one_colour = one_colour
name-turn_time = turn_time
name-magic_cards = magic_cards
name-experts = experts
name-game = game
name-scope = scope
name-sort = sort
name-user = user

## Slash commands (descriptions)
cmd-wizard = Play Wizard, the card game
cmd-wizard-new = Open a table for Wizard in this channel
cmd-leave = Leave your game: a computer player takes your seat
cmd-cancel = Cancel the table in this channel (host or Manage Server)
cmd-leaderboard = The best players of this server or of all servers
cmd-stats = Lifetime statistics of a player
cmd-settings = Server settings (Manage Server)
opt-language = The language of this server's tables
choice-language-host = Each table its host's
language-en = English
language-de = Deutsch
language-fr = Français
language-nl = Nederlands
settings-language-set = Tables on this server now speak { $language }.
settings-language-host = Each new table now speaks its host's language.
err-not-manager = Only members with Manage Server can change the server's settings.
opt-threads = Whether new games open a thread for their table
name-threads = threads
opt-pings = Whether people are pinged when their turn comes (each may choose for themselves)
name-pings = pings
opt-cancel-by = Who may cancel games (members with Manage Server always may)
name-cancel_by = cancel_by
choice-cancel-host = The host
choice-cancel-managers = Only members with Manage Server
choice-cancel-players = Anyone seated at the table
settings-wizard-plain = New card games start without variants.
settings-wizard-defaults = New card games start with: { $variants }.
settings-dice-plain = New dice games start without Magic Cards, played to 9 Xs.
settings-dice-defaults = New dice games start with: { $options }.
settings-threads-on = New games open a thread for their table (when the bot may).
settings-threads-off = New games play in the channel they were started in, without a thread.
settings-pings-on = People are pinged when their turn has waited a few seconds (each may turn it off on the ping).
settings-pings-off = Nobody is pinged when their turn comes, unless they asked for it on a ping.
settings-cancel-host = The host or a member with Manage Server can cancel a game.
settings-cancel-managers = Only members with Manage Server can cancel games.
settings-cancel-players = Anyone seated at a table, or a member with Manage Server, can cancel it.
err-cancel-managers = On this server only members with Manage Server can cancel games.
err-cancel-players = Only someone seated at this table or a member with Manage Server can cancel it.
opt-hint-games = Whether games that allow hints count for ratings
name-hint_games = hint_games
choice-hint-games-rated = Rated like any game
choice-hint-games-unrated = Not rated
settings-hint-games-rated = Games that allow hints are rated like any other.
settings-hint-games-unrated = Games that allow hints are not rated (a host can turn hints off with /wizard new hints: False).
cmd-rules = The rules in short
opt-game = Which game
opt-turn-time = Seconds for each decision (default 120 for Wizard, 90 for Wizard Dice)
opt-clairvoyance = Clairvoyance: bid seeing the others' cards but not your own
choice-clairvoyance-off = Off
choice-clairvoyance-first = First round
choice-clairvoyance-every = Every round
opt-scope = This server or all servers
opt-sort = Sort by
choice-sort-wins = Wins
choice-sort-points = Points
choice-sort-average = Average points
opt-user = Whose statistics (you, when left out)
cmd-dice = Play Wizard Dice
cmd-dice-new = Open a table for Wizard Dice in this channel
opt-magic-cards = Play with the ten Magic Cards (one changes each round)
opt-experts = Experts' game: play to 12 Xs instead of 9
rules-dice-title = Wizard Dice — the rules in short
rules-dice =
    Seven dice, each with six faces: blue, green, red, yellow, a Wizard and a Jester. Each player has a Page of Prediction: a row per colour with boxes 1–5, and a Jester row ×1–×5. A box once written stays used.
    • **Predict**: the Seer first, then clockwise, everyone picks a free box of their Page (a number and a colour), different from the others' predictions this round.
    • **Wizard Colour**: the Seer names a colour (else the Seer's own); rolled Wizards count as it.
    • **Roll**: the Seer rolls all seven dice, then may re-roll any of them twice more. After each roll anyone still in may take it and leave; when the Seer stops (or after roll 3) everyone left scores with that roll.
    • **Score**: exact → X in your box (worth its column); otherwise write the difference (minus points). With 1–5 Jesters showing you may instead mark that Jester box and write 0.
    • **Next Seer**: the highest prediction in another colour than the Seer's (first on a tie).
    • **End**: after the round someone reaches 9 Xs (12 for experts); they get 3 bonus points. Highest total wins; on a tie fewer Jester Scores.

## Pictures (#14): words drawn into the images
picture-wizard-mark = W
picture-jester-mark = J
picture-points = { $points } pts
picture-bids = Bids
picture-dealer-mark = D
picture-trump = Trump
picture-no-trump = No trump
picture-led-short = Led
picture-dice-round = Round { $round }
picture-dice-roll = Round { $round } · roll { $roll } of { $rolls }
picture-kept = kept
picture-wizard-colour = Wizard Colour:
picture-wizard-colour-all = every colour
picture-wizard-colour-none = no colour
picture-page = Page of Prediction
picture-jester-row = Jesters
picture-page-total = X { $xs } of { $target } · { $points } points
picture-chart = Scores after each round
picture-chart-rounds = Round
picture-player = Player { $seat }

# The daily challenge (#33)
cmd-daily = Today's challenge: the same deals for everyone, you against three Hard computer players
opt-daily-board = Show today's board instead of playing
name-daily = daily
name-board = board
daily-title = { $game } Daily #{ $number }
daily-about-wizard = you against { $computers } Hard computer players, { $rounds } rounds, the same deals for everyone today
daily-about-dice = you against { $computers } Hard computer players, the same dice for everyone today
daily-closes = closes { $closes }
daily-round-scored = Round { $round }: you bid { $bid } and took { $tricks }: { $score } ({ $points } in all).
daily-last-trick = Last trick: { $name } won it with { $card }.
daily-figures-wizard = { $points } points · { $made }/{ $rounds } bids met
daily-figures-dice = { $points } points · { $made }/{ $rounds } rounds with an X
daily-result-title = { $title } — your result
daily-unfinished-title = { $title } — unfinished
daily-unfinished = The day closed during round { $round } of your try: the autopilot played the rest, and its play is not your result.
daily-unfinished-own = Your own rounds: { $figures }
daily-unfinished-rule = Only a try played to its end counts: an unfinished one is on no board, keeps no streak day and is not rated.
daily-closed-notice = The day closed: your try was finished by the autopilot.
err-daily-share-closed = This challenge has closed: only a result of today's can be shared.
daily-standings = The table
daily-next = **Share** shows your result in this channel: no card, no die. A new challenge opens at midnight UTC.
daily-next-closed = This challenge has closed: **Replay** steps through your try with every hand face up, **Analyse** shows where your points went.
daily-next-closed-dice = This challenge has closed: **Replay** steps through your try roll by roll, **Analyse** shows where your points went.
daily-button-share = Share
daily-button-board = Today's board
daily-button-board-closed = The day's board
daily-button-day-before = #{ $day }
daily-button-day-after = #{ $day }
daily-button-mine = My try
err-daily-not-played = You did not play that day's challenge.
daily-board-title = { $title } — { $range }, { $scope }
daily-board-day = today
daily-board-final = final
daily-board-week = the week #{ $from }–#{ $to }
daily-board-line-wizard = { $rank }. { $name } — **{ $points }** points · { $made }/{ $rounds } bids met
daily-board-line-dice = { $rank }. { $name } — **{ $points }** points · { $made } X
daily-board-tries = {" "}· { $tries } { $tries ->
    [one] day
   *[other] days
}
daily-board-empty = Nobody has finished this challenge yet. Be the first: `/daily`
daily-button-day = Today
daily-button-week = This week
daily-resumed = Welcome back: your try goes on where you left it.
err-daily-share = Only the player of a finished daily try can share it.
err-daily-export-later = A daily try's record can be exported once its day has closed (midnight UTC).
daily-button-result = My result
daily-button-server = This server
daily-button-everyone = All servers

# Replays (#34)
replay-heading = **Replay of game { $game }** · step { $step } of { $steps } · { $eyes }
replay-face-up = every hand face up
replay-all-shown-dice = every prediction shown
replay-as-seat = as { $name } saw it
replay-hands = Hands
replay-hand = { $name } — bid { $bid }: { $cards }
replay-trick-back = ‹ Trick
replay-trick-on = Trick ›
replay-roll-back = ‹ Roll
replay-roll-on = Roll ›
replay-round-back = « Round
replay-round-on = Round »
replay-see-all = Everything, face up
replay-see-seat = As { $name } saw it
button-replay = Replay
button-replay-game = Replay { $game }
err-replay-not-finished = Only a finished game can be replayed.
err-analyse-not-finished = Only a finished game can be analysed.
err-busy = Many analyses are being worked out right now. Please try again in a few minutes.
err-stopping = The bot is restarting; nothing was changed. Please try again in a few seconds.
analysis-title = Where the points went — game { $game }
analysis-about = Each bid and card beside the Hard computer player's, weighed from the same hand at the same moment over many possible deals: expected points, not what happened.
analysis-left = { $name }: about { $points } points left on the table
analysis-round = Round { $round }: bid { $bid } — Hard bids { $hard }, expecting +{ $more } more.
analysis-as-good = Every bid and card was as good as Hard's.
analysis-about-dice = Each prediction beside the Hard computer player's from the same Page at the same moment, valued as Hard values it (this round's expected points, less part of what the box is worth later, plus becoming Seer): expected points, not what happened.
analysis-split = (bids { $bids }, cards { $cards })
analysis-card = Round { $round }, trick { $trick }: played { $card } — Hard plays { $hard }, expecting +{ $more } more.
analysis-predict = Round { $round }: predicted { $made } — Hard predicts { $hard }, worth +{ $more } more.
analysis-as-good-dice = Every prediction was as good as Hard's.
button-analyse = Analyse
button-analyse-game = Analyse { $game }

## Game nights (/event)
name-event = event
cmd-event = Game nights: several tables, one standings table
cmd-event-new = Plan a game night: sign-ups, tables re-seated by the standings each round
opt-night-name = The night's name (default: Game night)
name-name = name
opt-start-in = Minutes until it starts (0: when you press Start now)
name-start_in = start_in
opt-night-rounds = Games each player plays (1–5, default 2)
name-rounds = rounds
opt-table-size = Seats per table (default 4)
name-table_size = table_size
opt-rank = Rank by placement points (default) or by points
name-rank = rank
choice-rank-places = Placement points
choice-rank-points = Points
opt-rated = Whether its games count for ratings (default: yes)
name-rated = rated
opt-fill = Seats left over: computer players (default) or smaller tables
name-fill = fill
choice-fill-computers = Computer players
choice-fill-smaller = Smaller tables
opt-events-by = Who may plan game nights (members with Manage Server always may)
name-events_by = events_by
choice-events-managers = Members with Manage Events
choice-events-anyone = Anyone
settings-events-managers = Members with Manage Events or Manage Server can plan game nights.
settings-events-anyone = Anyone can plan a game night.
err-events-managers = On this server only members with Manage Events or Manage Server can plan game nights.
err-night-organiser = Only the organiser (or a member with Manage Server) can do that.
err-night-closed = Sign-ups for this game night are closed.
err-night-nobody = Nobody has signed up yet.
err-night-rounds = A game night has 1 to 5 rounds.
err-night-size = That table size does not fit the game: the card game seats 3 to 6 (One colour: 3 or 4), Wizard Dice 2 to 5.
err-night-start = A game night starts within a week (0 to 10080 minutes).
err-night-export = Only the organiser (or a member with Manage Server) can export the results.
night-default-name = Game night
night-start-by-organiser = when the organiser presses **Start now**
night-rank-places = ranked by placement points
night-rank-points = ranked by the sum of points
night-fill-computers = seats left over go to computer players
night-fill-smaller = seats left over make smaller tables
night-rated = rated
night-unrated = not rated
night-terms = { $game } · { $rounds } { $rounds ->
    [one] game
   *[other] games
} each · tables of { $size } ({ $fill }) · { $rank } · { $rated }
night-nobody-yet = Nobody yet — press **Join**.
night-starts = Starts { $when }.
night-under-way = Under way: round { $round } of { $rounds }.
night-over = This game night is over.
night-cancelled = This game night was cancelled.
night-signed-up = Signed up: { $count }
night-footer = Game night { $night }
night-organised = Organised by <@{ $organiser }>
night-organiser-plays-if-joined = {" "}(who plays only after pressing **Join**)
night-line-unranked = • { $name }
night-join = Join
night-leave = Leave
night-start-now = Start now
night-cancel = Cancel
night-table-computers = { " " }+ { $count ->
    [one] a computer player
   *[other] { $count } computer players
}
night-table-call = **{ $name }** · round { $round } of { $rounds } · table { $table }: { $players } — your table is in the thread below.
night-thread-name = { $name } · round { $round } · table { $table }
night-standings = { $name } — standings after { $round } of { $rounds } rounds
night-standings-start = { $name } — round 1 of { $rounds } under way
night-final-standings = { $name } — final standings
night-line-places = { $rank } { $name } — **{ $score }** · { $points } points
night-line-points = { $rank } { $name } — **{ $points }** points · { $score }
night-playing = Still playing: { $tables }
night-ties-places = Placement points: +1 for each player below you at a table, −1 for each above. Ties: the stronger field (your opponents' average placement points), more points, more wins, earlier sign-up.
night-ties-points = Most points first. Ties: more placement points (+1 for each player below you at a table, −1 for each above), the stronger field (your opponents' average), more wins, earlier sign-up.
night-export = Results (CSV)
night-export-ready = The results of game night { $night }.
night-won = 🏆 **{ $name }** is over. The winner: { $winner }! The final standings are above.
night-scheduled = A { $game } game night: sign up with Join on its message.
opt-format = Swiss rounds, or a championship: qualifying rounds, then knock-out tables
name-format = format
choice-format-swiss = Swiss (re-seated by the standings)
choice-format-championship = Championship (then knock-out tables)
err-night-late = Too late to join: more than half of this game night's rounds have begun.
night-terms-championship = {" "}· then knock-out tables (only each table's winner goes on) down to one final table
night-stage-knockout = knock-out round { $k }
night-stage-final = final table
night-under-way-stage = Under way: { $stage }.
night-table-call-stage = **{ $name }** · { $stage } · table { $table }: { $players } — only the table's winner goes on; your table is in the thread below.
night-table-call-final = **{ $name }** · final table: { $players } — its winner wins the night; your table is in the thread below.
night-thread-name-stage = { $name } · { $stage } · table { $table }
night-standings-stage = { $name } — { $stage } under way
night-cancelled-standings = { $name } — cancelled: the standings as they were
night-line-byes = {" "}· { $byes ->
    [one] a bye
   *[other] { $byes } byes
}
night-line-withdrawn = {" "}· withdrawn
night-line-knockout = { $rank } { $name } — **{ $place }.** at the table · { $points } points
night-line-playing = {" "}· playing
night-line-left = {" "}· left a game
night-over-no-champion = **{ $name }** is over. No one played a game of it to the end, so it has no winner.
night-stage-qualifying = qualifying rounds only
night-late-open = Still open: join until round { $round } begins. The rounds you missed count as byes (0 placement points and the round's average points).
night-late = Joined late: { $names }
night-withdrawn = Withdrawn: { $names } — **Join** brings you back before the next round is seated.
night-ties-championship = Qualifying: placement points (+1 for each player below you at a table, −1 for each above); ties: the stronger field, more points, more wins. Knock-out tables: only each table's best-placed player goes on; the final table decides the top places.
left-night-game = Your seat in this game is now played by a computer player. You are still in the game night: to withdraw from its next rounds, press **Leave** on its sign-up.

# The permissions the bot uses, and what for (discord/permissions.rs).
perm-for-view-channel = see the channel a table or game night is opened in
perm-for-send-messages = post the table, its rounds and the final standings
perm-for-embed-links = show tables, boards and standings as embeds
perm-for-attach-files = show tables, dice and Pages as pictures
perm-for-create-public-threads = give each game its own thread
perm-for-send-messages-in-threads = play in those threads
perm-for-create-events = put game nights in the server's Events
perm-off-embed-links = Tables are plain text here: the bot may not embed links in this channel ({ $permission }).
perm-off-attach-files = Pictures are off here: the bot may not attach files in this channel ({ $permission }).
perm-off-create-events = This night is not in the server's Events: the bot may not create events ({ $permission }).
perm-off-threads = Games play in this channel, not in threads of their own: the bot lacks { $permission } here.
perm-off-night-threads = The next tables wait: each plays in a thread of its own, and the bot lacks { $permission } here. Once it may, a press on **Join** here lets them go on.
perm-off-fix = Someone who manages the server can allow it in the channel's Permissions; /settings shows what the bot may do here.
perm-off-fix-server = Someone who manages the server can give the bot's role this permission (Server Settings → Roles); /settings shows what the bot may do here.
perm-view-title = What the bot may do in this channel
perm-view-invite = Missing something? A server admin can allow it in the channel's settings (Permissions), or [invite the bot again]({ $link }) with exactly these permissions.
perm-off-night-post = The next tables cannot be called: the bot may not post in this channel ({ $permission }).
err-night-cannot-post = A game night calls its tables in this channel and plays each in a thread of its own, and the bot lacks { $permission } here. Use another channel, or ask someone who manages the server to allow it.
perm-name-view-channel = View Channel
perm-name-send-messages = Send Messages
perm-name-embed-links = Embed Links
perm-name-attach-files = Attach Files
perm-name-create-public-threads = Create Public Threads
perm-name-send-messages-in-threads = Send Messages in Threads
perm-name-create-events = Create Events
err-cannot-post-here = The bot cannot post in this channel, so a table here could never be shown. Use another channel, or ask someone who manages the server to give the bot View Channel and Send Messages here.

# The daily challenge as a habit (#53)
opt-daily-recap = Post the daily recap in this channel at midnight UTC (off: no recap)
settings-recap-on = The daily recap is posted in { $channel } at midnight UTC.
settings-recap-off = No daily recap is posted.
settings-recap-gone = ⚠️ No daily recap is posted: its channel ({ $channel }) was deleted, or the bot can no longer see it. Use `/settings daily_recap:True` in the channel it should go to.
err-recap-permission = The bot cannot post the recap in this channel: it lacks { $permission } here. Give it that, or use the option in another channel.
daily-streak = 🔥 { $days } { $days ->
    [one] day
   *[other] days
} in a row · best { $best }
daily-streak-days = { $days } { $days ->
    [one] day
   *[other] days
} in a row
daily-hard-beaten = 🤖 Hard from your seat: { $hard } · you beat it by { $by }
daily-hard-tied = 🤖 Hard from your seat: { $hard } · a tie
daily-hard-won = 🤖 Hard from your seat: { $hard } · it beat you by { $by }
daily-hard-field = Hard from the same seat: { $points } · { $beat } of { $people } of you beat it
daily-button-rating = Rating
daily-rating-title = { $game } — daily rating
daily-rating-line = { $rank }. { $name } — **{ $rating }** · { $days } { $days ->
    [one] day
   *[other] days
}
daily-rating-empty = Nobody is rated yet: a day counts once it has closed.
daily-rating-about = Each closed day compares everyone who played it (the same deals); a rating shows μ − 3σ.
stats-daily-streak = Daily streak
stats-daily-streak-value = 🔥 { $days } · best { $best }
stats-none-tables = { $name } has not finished a game of { $game } at a table yet: daily tries count apart.
stats-daily-streak-over = none now · best { $best }
list-and = { $first } and { $last }
recap-closed = **Daily #{ $number } has closed.** Today's challenge is open.
recap-day-winners = { $game }: { $who } { $count ->
    [one] wins
   *[other] share the win
} with **{ $points }** points
recap-week-winners = Champion of the week { $range }, { $game }: { $who } with **{ $points }** points
recap-month-winners = Champion of the month { $range }, { $game }: { $who } with **{ $points }** points
recap-month-name = { $month ->
    [1] January { $year }
    [2] February { $year }
    [3] March { $year }
    [4] April { $year }
    [5] May { $year }
    [6] June { $year }
    [7] July { $year }
    [8] August { $year }
    [9] September { $year }
    [10] October { $year }
    [11] November { $year }
   *[12] December { $year }
}
recap-more = … and { $more } more
recap-streak-grew = 🔥 { $who }: { $days } days in a row
recap-streak-broke = 💔 { $who }'s { $days }-day streak ended
recap-play = Play { $game }

# What each picture shows, in words (its attachment's description).
alt-table = Round { $round } of { $rounds }, trump { $trump }. Scores: { $scores }.
alt-trick = On the table: { $cards }.
alt-no-trump = none
alt-dice = Round { $round }, roll { $roll }: { $faces }.
alt-page = { $name }'s Page of Prediction: { $xs } X, { $points } points. Boxes: { $boxes }.
alt-chart = Scores after round { $round }: { $scores }.

# The table in a browser (#63)
web-you = You
web-cannot-play = You cannot play that card now: follow the led suit.
web-open-table = Open in the browser
web-seat-wizard = bid { $bid } · tricks { $tricks } · { $points } points
web-seat-dice = { $xs } X · { $points } points
web-watch = Watch in the browser
web-cross-out = cross out { $cell }
web-cross-out-ask = Magic Card 7: cross out one of your used boxes of that colour (it will count 0), or none.
web-cross-out-back = ← Another box
web-dice-chosen = Tap the dice to keep or throw.
web-trick-won = { $name } won it.
web-scores = Scores
web-chart = Score chart
web-page = Your Page of Prediction
web-set = Set
web-activity-outside = Open Wizard from Discord (its Activity), or open your table's link.
web-activity-signing-in = Signing you in with Discord…
web-activity-refused = Discord did not confirm who you are; open the Activity again.
web-activity-none = No table here yet: start one with /wizard new or /dice new.
web-activity-choose = You have several tables here: pick one.
web-activity-seat = Table { $game }: your seat
web-activity-watch = Table { $game }: watch
web-link-malformed = This is not a table link.
web-link-forged = This link was not made by the bot, or it was changed.
web-link-expired = This link has expired: open the game in Discord for a new one.
web-game-ended = This game has ended.
web-game-gone = There is no such game.
web-unreachable = The table cannot be reached right now; try again in a moment.
web-too-many-pages = Too many pages are open; try again in a moment.
web-too-many-moves = Too many moves at once: wait a moment.
web-not-a-move = The page sent something that is not a move; reload it.
web-no-picture = There is no such picture.
web-activity-busy = Too many sign-ins just now; wait a minute and open the Activity again.
web-activity-elsewhere = This Activity is not where the page says it is.
web-discord-unreachable = Discord cannot be reached just now; try again soon.
web-not-a-sign-in = The page sent something that is not a sign-in; open the Activity again.
web-not-sent = Your move could not be sent: check your connection and try again.
web-held = No connection: your move goes as soon as the table is back.
played-for-you = ⏱ Your time ran out, so the computer played for you: { $moves }.
moved-bid = a bid of { $bid }
moved-trump = { $suit } as trump
moved-predict = the prediction { $cell }
moved-pass = no prediction
moved-colour = { $colour } as the Wizard Colour
moved-roll = a roll of the dice
moved-leave = taking the roll
moved-stop = stopping the rolls
moved-score = writing the roll
web-rounds = Rounds
web-seer = Seer
web-back = Back to the game in Discord
web-read-only = The game is over: this page no longer changes.
web-end-points = { $points } points
web-dealer = Dealer
web-sheet = Score sheet
web-picked = Picked ahead: it goes in when your turn comes. Tap it again to undo.
web-dropped = What you picked ahead cannot be played now: choose again.
web-not-yet = Not your turn yet: tap a card to pick it ahead.
web-sound = Sound and vibration when it is your turn
web-clock = Time left
web-clock-until = until { $when }
web-clock-stands = { $left } left
web-clock-paused = ⏸ paused
web-clock-away = ✈ away until { $when }
web-clock-rests = 🌙 quiet hours until { $when }
web-rematch-opened = Rematch opened in Discord: the same players, a new lobby.
web-summary = Round { $round } — bid / took, points
web-summary-seat = { $bid } / { $tricks }, { $points }
web-pace-short = { $n } to go
web-pace-made = ✓ made it
web-pace-over = ▲ { $n } over
web-not-over = The game is not over yet.
web-reconnecting = Reconnecting…
web-watching = { $n } watching
activity-play = Play here in Discord
err-activity-off = The table is not offered as a Discord Activity on this bot.
cmd-launch = Play Wizard at the table, inside Discord

## Turn-based tables (#79)
err-not-turn-based = This table is not turn-based: it has no clocks to pause.
err-not-later = That can't be left for later now: only your next bid, card or prediction of this round.
later-offer = ⏳ Not your turn yet: pick your next move now, and it is made the moment your turn comes.
later-left = ⏳ Left for later: { $move }. Made when your turn comes, if it is allowed then.
later-dropped = ⚠️ What you left for later ({ $move }) was not allowed when your turn came. Choose again.
dice-seer-kept = ⏳ Kept: it is made once { $names } have left or stayed on this roll (everyone decides on a roll at once here).
button-later-off = Take back
option-turn-based = Turn-based: { $hours } h a move (a clock holds up to { $cap } h)
opt-pace = Live, or turn-based: the time each move adds to a player's clock
choice-pace-live = Live (turn time in seconds)
choice-pace-1 = Turn-based: 1 hour a move
choice-pace-12 = Turn-based: 12 hours a move
choice-pace-24 = Turn-based: a day a move
choice-pace-72 = Turn-based: 3 days a move
clock-paused = ⏸ The host paused the clocks { $when }.
clock-running = **{ $name }** ⏱ { $when }
clock-left = { $name } { $left }
clock-hours = { $h } h { $m } min
clock-days = { $d } d { $h } h
turn-title = Your turn — { $name }, game { $game }
turn-reminder-title = Reminder: your turn — { $name }, game { $game }
turn-reminder = A quarter of your clock is left.
turn-ran-out-title = Your clock ran out — { $name }, game { $game }
turn-ran-out = The autopilot played your turn. That is { $n } of { $max } in a row: at { $max } the computer plays your seat for good.
turn-ran-out-played = Played for you: { $moves }.
turn-for-good = Your clock ran out too often in a row: the computer plays your seat for good now. Your result counts your own play until now.
turn-asked-trump = Choose trump for round { $round }.
turn-asked-bid = Bid for round { $round }.
turn-asked-bid-covered = Bid for round { $round }: everyone bids at once, and the bids show when all are in.
turn-asked-play = Play a card in round { $round }.
turn-asked-dice = Your decision in round { $round }.
turn-asked-take = The Seer waits for you in round { $round }: take this roll or stay in.
turn-clock = Your clock runs out { $when } ({ $at }).
turn-where = Game: { $place }
turn-go = Go to the game
button-turns-list = All my turns
button-way-mention = Mention me in the game instead
button-way-dm = Send me a DM
button-way-off = No turn messages
button-turns-again = Refresh
cmd-turns = Every turn-based table waiting for you, on every server
turns-title = Your turn-based tables
turns-for-you = Waiting for you ({ $n })
turns-none-for-you = Nothing waits for you.
turns-for-others = Waiting for others ({ $n })
turns-none-for-others = None.
turns-line = { $name } · game { $game } · { $place }
turns-yours = your clock runs out { $when }
turns-theirs = waiting for { $names } since { $when }
turns-moving = moving on
turns-paused = ⏸ paused by the host
turns-way-dm = Your turns find you by DM.
turns-way-mention = Your turns find you as a mention in the game.
turns-way-off = Your turns send you nothing: look here.
turns-open = Game { $game }
turns-pause = Pause game { $game }
turns-unpause = Resume game { $game }
button-way-digest = One DM a day
turns-way-digest = One DM a day at { $hour } ({ $zone }) lists the tables waiting for you.
turns-quiet = Nothing comes from { $from } to { $until } ({ $zone }), and no clock of yours runs out then.
clock-rests = 🌙 { $name }: quiet hours, the clock stands until { $when }
turns-digest-title = Your turns today: { $n } waiting
opt-turn-messages = How your turns find you: a DM each turn, one DM a day, a mention, or nothing
choice-messages-dm = A DM each turn
choice-messages-digest = One DM a day (digest)
choice-messages-mention = A mention in the game
choice-messages-off = Nothing
opt-digest-hour = The hour (0–23, your time) your daily DM comes at
opt-quiet-from = No turn messages from this hour (0–23, your time)…
opt-quiet-until = …until this hour (0–23, your time)
opt-time-zone = Your time zone, such as Europe/Berlin or America/New_York
err-time-zone-unknown = I do not know that time zone. Give its name the way Europe/Berlin or America/New_York are written.
err-quiet-both = Quiet hours need both ends: quiet_from and quiet_until.
name-messages = messages
name-digest_hour = digest_hour
name-quiet_from = quiet_from
name-quiet_until = quiet_until
name-time_zone = time_zone
opt-vacation = A vacation of this many days: your clocks stand at every turn-based game
name-vacation = vacation
err-vacation-already = You are on vacation already. Press “I am back” in /turns first.
err-vacation-allowance = That is more days than your vacation has left this year: /turns says how many.
turns-yours-away = your turn; your clock stands while you are on vacation (until { $when })
turns-yours-resting = your turn; your clock stands until your quiet hours end
turns-away = { $name } (🏖 on vacation until { $when })
turns-vacation-on = 🏖 You are on vacation until { $when }: your clocks stand. Days left this year: { $left }.
turns-vacation-left = 🏖 Vacation days left this year: { $left } (`/turns vacation:` stops your clocks everywhere).
button-vacation-back = I am back
clock-away = 🏖 { $name } on vacation until { $when }
since-title = **Since your last move**
since-dealt = Round { $round } dealt; trump: { $trump }.
since-trump-chosen = Trump chosen: { $suit }.
since-bids = Bids: { $bids }.
since-trick = { $name } won the trick: { $cards }.
since-table = On the table: { $cards }.
since-round-scored = Round { $round } scored.
since-seer = Round { $round }: { $name } is the Seer.
since-magic = Magic Card: { $card }.
since-predicted = { $name } predicted { $what }.
since-predicted-secret = { $name } predicted in secret.
since-passed = { $name } passed.
since-crossed = { $name } crossed out { $cell }.
since-rolled = Roll { $roll }.
since-left = { $name } left this roll.
since-scored = { $name } scored.
since-round-over = Round { $round } is over.
since-more = … and { $n } earlier.
