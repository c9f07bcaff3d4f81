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
lobby-started = The game has started — have fun!
lobby-cancelled = This table was cancelled.
lobby-thread-name = { $game } #{ $id }
button-join = Join
button-leave = Leave
button-add-computer = Add computer player
button-start = Start
button-cancel = Cancel

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
table-footer = Game { $game } · move { $version }
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
hand-over = The game is over.

## The end
end-title = Game over — final standings
end-line = { $place }. { $name } — { $points } points
end-winner = { $names } { $count ->
    [one] wins!
   *[other] share the win!
}
end-lifetime = Lifetime scores
end-lifetime-line = { $name }: { $games } games · { $wins } wins · { $points } points
button-rematch = Rematch
cancelled-title = This game was cancelled.

## Commands' replies
left-lobby = You left the table.
left-game = Your seat is now played by a computer player. Thanks for playing!
cancelled-game = The table was cancelled.
no-table-here = There is no open table in this channel.
rematch-opened = Rematch: a new table with the same players and options.

## Leaderboards and statistics
board-title = { $game } leaderboard — { $scope }
board-scope-server = this server
board-scope-global = all servers
board-sort = Sorted by { $sort ->
    [wins] wins
    [points] points
   *[average] average points
}
board-line = { $rank }. { $name } — { $wins } wins · { $games } games · { $points } points · ⌀ { $average }
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

## Mistakes
err-no-such-table = That table no longer exists.
err-channel-busy = This channel already has an open table (game { $game }). Finish or cancel it first.
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
err-out-of-date = That button was out of date — nothing happened. Here is the current view.
err-not-your-turn = It is not your turn.
err-options = Those options cannot be combined: { $why }
err-storage = Something went wrong saving that; nothing happened. Please try again.
err-unknown-button = This button is not from a game I know.
err-guild-only = Games are played on a server, not in direct messages.
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

## Slash commands (descriptions)
cmd-wizard = Play Wizard, the card game
cmd-wizard-new = Open a table for Wizard in this channel
cmd-leave = Leave your game: a computer player takes your seat
cmd-cancel = Cancel the table in this channel (host or Manage Server)
cmd-leaderboard = The best players of this server or of all servers
cmd-stats = Lifetime statistics of a player
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
rules-dice-title = Wizard Dice — the rules in short
rules-dice = Seven dice (red, blue, green, yellow, two Wizards, one Jester). Each round one player is the Seer: everyone predicts a box of their Page of Prediction, then the Seer rolls up to three times. After any roll you may take it and leave. Score your prediction: X when met, XX for a perfect match. The first to their Xs ends the game.
