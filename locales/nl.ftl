# wizard-bot: Nederlandse teksten. Spelbegrippen zoals in de Amigo-regels:
# Tovenaar, Nar, mensen/elfen/dwergen/reuzen, ziener, voorspellingsvel.

## Spellen en kaarten
game-wizard = Wizard
game-dice = Wizard Dobbelspel
suit-blue = Mensen
suit-green = Elfen
suit-red = Dwergen
suit-yellow = Reuzen
card-suited = { $suit } { $rank }
card-wizard = Tovenaar
card-jester = Nar
computer-name = Computer { $seat }
autopilot-mark = (automatische piloot)
seat-finished-by-computer = { $name } (🤖 uitgespeeld door de computer)
seat-finished-by-computer-plain = { $name } (computer speelde uit)

## Varianten en opties
variant-plus_minus_one = Plus/Min Eén
variant-covered_bids = Gedekte voorspellingen
variant-secret_bids = Geheime voorspellingen
variant-clairvoyance = Helderziendheid (eerste ronde)
variant-clairvoyance_every_round = Helderziendheid (elke ronde)
variant-one_colour = Eén kleur
variants-none = Geen varianten
option-turn-time = Beurttijd: { $secs } s
option-magic-cards = Toverkaarten
option-experts = Voor gevorderden: 12 X-en

## Tafel
lobby-title = { $game } — nieuwe tafel
lobby-host = Gastheer: { $host }
lobby-seats = Spelers ({ $taken }/{ $max })
lobby-options = Opties
lobby-need = Start met { $min } tot { $max } spelers; de gastheer drukt op Start.
lobby-length = ⏳ Met { $players } spelers: ongeveer { $moves } zetten achter elkaar, ongeveer { $days } dagen als ieder binnen { $hours } u na zijn beurt zet.
lobby-started = Het spel is begonnen — veel plezier!
lobby-started-thread = Het spel is begonnen in { $thread } — veel plezier!
lobby-finished = Spel voorbij — gewonnen door { $winners }.
lobby-finished-thread = Spel voorbij — gewonnen door { $winners }. De uitslag staat in { $thread }.
lobby-cancelled = Deze tafel is geannuleerd.
lobby-thread-name = { $game } #{ $id }
button-join = Meedoen
button-leave = Verlaten
level-easy = Makkelijk
level-normal = Normaal
level-hard = Moeilijk
level-easy-about = Voorspelt door zijn kaarten te tellen en speelt gretig: voor beginners
level-normal-about = Speelt voor elke beslissing een paar honderd verdelingen uit
level-hard-about = Speelt duizenden verdelingen uit en leest de voorspellingen van de anderen
level-easy-about-dice = Voorspelt naar de kansen van één worp en houdt wat telt: voor beginners
level-normal-about-dice = Rekent elke keuze één worp vooruit
level-hard-about-dice = Rekent elke keuze exact door tot het einde van de ronde
add-computer-placeholder = Computerspeler toevoegen (gastheer)…
button-suggest = Suggestie
hint-bid = { $bid } voorspellen
hint-play = { $card } spelen
hint-trump = { $suit } als troef kiezen
hint-only = Je enige keuze: { $what }.
hint-only-bid = Je enige keuze: { $what } — Plus/Min Eén verbiedt het andere bod.
hint-why-bid = ongeveer { $tricks } slagen, voorspelling gehaald in { $percent } % van { $deals } verdelingen
hint-why-play = haalt je voorspelling in { $percent } % van { $deals } verdelingen, gemiddeld { $points } { $n ->
    [one] punt
   *[other] punten
}
hint-why-trump = gemiddeld { $points } { $n ->
    [one] punt
   *[other] punten
} over { $deals } verdelingen
hint-line = { $what } — { $why }.
hint-line-plain = { $what }.
hint-dice-predict = voorspel { $cell } — { $points } punten verwacht deze ronde.
hint-dice-wizard-colour = noem { $colour } als wizardkleur — { $points } punten verwacht.
hint-dice-set = draai twee dobbelstenen naar { $first } en { $second } — { $points } punten verwacht.
hint-dice-throw-first = gooi dobbelstenen { $dice }.
hint-dice-throw = gooi dobbelstenen { $dice } opnieuw — { $points } punten verwacht; nu stoppen telt { $now }.
hint-dice-take = neem deze worp — hij telt { $now }; doorgaan verwacht { $on }.
hint-dice-take-last = neem deze worp — hij telt { $now }.
hint-dice-stay = blijf erin — doorgaan verwacht { $on } punten; deze worp nemen telt { $now }.
hint-dice-jester = neem de narrenscore.
hint-dice-plain = schrijf je eigen teken, niet de narrenscore.
err-no-hints = Aan deze tafel zijn er geen suggesties.
err-nothing-to-suggest = Je hebt nu niets te beslissen.
opt-hints = Een Suggestie-knop op de eigen hand aanbieden (standaard aan)
opt-hints-dice = Een Suggestie-knop op het eigen voorspellingsvel aanbieden (standaard aan)
name-hints = suggesties
option-no-hints = Geen suggesties
button-start = Starten (gastheer)
button-cancel = Annuleren (gastheer)

## Het openbare tafelbericht (kaartspel)
table-title = Ronde { $round } van { $rounds }
table-title-scored = Ronde { $round } van { $rounds } — geteld
table-dealer = Gever: { $name }
table-turned = Omgedraaide kaart: { $card }
table-trump = Troef: { $suit }
table-no-trump = Geen troef deze ronde
table-trump-choosing = Er is een Tovenaar omgedraaid: { $name } kiest troef
table-bids-total = Voorspellingen: { $bids } voor { $tricks } { $tricks ->
    [one] slag
   *[other] slagen
}
table-bids-hidden = De voorspellingen blijven verborgen tot ze worden onthuld
table-players = Spelers
table-player-line = { $name } — voorspelt { $bid } · slagen { $tricks } · { $points } punten
table-player-scored = { $name } — voorspelt { $bid } · slagen { $tricks } · { $score } → { $points } punten
bid-not-yet = –
bid-placed = gedaan
table-trick = Huidige slag
table-trick-empty = Nog geen kaart gespeeld
table-last-trick = Vorige slag
table-trick-won = { $cards } → gewonnen door { $name }
table-act-bid = { $names }: jouw voorspelling, graag.
table-act-play = { $names }: jij bent aan de beurt.
table-act-trump = { $names }: kies troef, graag.
table-act-bid-all = Iedereen voorspelt nu: { $names }
table-deadline = De tijd loopt { $when } af.
table-waiting = Wachten op { $names }.
table-footer = Spel { $game }
button-my-hand = Mijn kaarten

## De eigen hand (kaartspel)
hand-title = Jouw kaarten — ronde { $round } van { $rounds }
hand-cards = Jouw kaarten
hand-blind = Helderziendheid: je ziet de kaarten van de anderen, niet die van jezelf.
hand-seen = { $name }: { $cards }
hand-your-bid-turn = Jouw voorspelling: hoeveel slagen haal je?
hand-your-play-turn = Jij bent aan de beurt: speel een kaart.
hand-your-trump-turn = Je hebt een Tovenaar omgedraaid: kies troef.
hand-waiting = Wachten op { $names }.
hand-your-bid = Je voorspelde { $bid }.
hand-forbidden = { $bid } mag niet: de voorspellingen zouden optellen tot de { $tricks } slagen van deze ronde (Plus/Min Eén).
hand-forbidden-button = { $bid }: niet toegestaan
hand-bid-placeholder = Kies je voorspelling
hand-bid-option = Voorspel { $bid }
hand-trick = Slag tot nu toe: { $cards }
hand-not-seated-view = Je kijkt mee: dit ziet iedereen.
trick-winning = **{ $play }** (wint nu)
trick-led = Gevraagde kleur: { $suit }
trick-led-after-jester = Gevraagde kleur: { $suit } (er kwam een Nar uit, dus de eerste kleurkaart bepaalde de kleur)
trick-led-wizard = Er kwam een Tovenaar uit: elke kaart mag volgen.
trick-led-jesters = Tot nu toe alleen Narren: de volgende kleurkaart bepaalt de kleur.
standing-made = heeft zijn slagen — wil er geen meer
standing-needs = nog { $n } nodig
standing-over = { $n } te veel
hand-need-more = Je hebt nog { $n } { $n ->
    [one] slag
   *[other] slagen
} nodig.
hand-need-none = Je hebt je slagen: je wilt er geen meer.
hand-over-by = Je zit { $n } boven je bod.
hand-dealer-may-not = Plus/Min één: { $name } biedt als gever als laatste en mag het totaal niet op { $tricks } laten uitkomen.
hand-must-follow = Je moet { $suit } bekennen: de grijze kaarten mag je nu niet spelen.
hand-bids-so-far = Biedingen tot nu toe: { $bids }
hand-bids-you = **jij: { $bid }**
hand-bids-other = { $name }: { $bid }
hand-over = Het spel is afgelopen.

## Het einde
end-title = Einde — eindstand
end-line = { $place }. { $name } — { $points } punten
end-winner = { $names } { $count ->
    [one] wint!
   *[other] delen de overwinning!
}
end-lifetime = Totaal aller tijden
end-lifetime-line = { $name }: { $games } { $games ->
    [one] spel
   *[other] spellen
} · { $wins } { $wins ->
    [one] zege
   *[other] zeges
} · { $points } punten
button-rematch = Revanche
cancelled-title = Dit spel is geannuleerd.
end-pages = De voorspellingsvellen aan het eind
end-page-summary = { $xs }/{ $target } X · bonus +{ $bonus } · { $jesters } { $jesters ->
    [one] narrenscore
   *[other] narrenscores
} · **{ $points } punten**
end-reason-target = Einde van het spel: { $names } { $count ->
    [one] heeft
   *[other] hebben
} { $target } X gehaald.
end-reason-boxes = Einde van het spel: niemand heeft nog een vak om te voorspellen.
end-tie-break = { $first } en { $second } hebben allebei { $points } punten: minder narrenscores zetten { $first } ervoor.

## Antwoorden op opdrachten
left-lobby = Je hebt de tafel verlaten.
left-game = Je plaats wordt nu door een computer gespeeld. Bedankt voor het spelen!
cancelled-game = De tafel is geannuleerd.
game-set-aside = Spel { $game } kon na het herstarten van de bot niet worden hersteld en is daarom beëindigd. Sorry! Hier kan een nieuwe tafel worden geopend.
no-table-here = Er is geen open tafel in dit kanaal.
rematch-opened = Revanche: een nieuwe tafel met dezelfde spelers en opties.
rematch-opened-ask = { $names } een revanche, beurtgebaseerd als de vorige: druk op **Meedoen** om weer mee te spelen.

## Ranglijsten en statistieken
board-title = Ranglijst { $game } — { $scope }
board-scope-server = deze server
board-scope-global = alle servers
board-sort = Gesorteerd op { $sort ->
    [rating] rating
    [wins] zeges
    [points] punten
   *[average] gemiddelde punten
}
board-line = { $rank }. { $name } — { $rating } · { $wins } { $wins ->
    [one] zege
   *[other] zeges
} · { $games } { $games ->
    [one] spel
   *[other] spellen
} · { $points } punten · ⌀ { $average }
board-leaves = {" "}· { $leaves } { $leaves ->
    [one] spel
   *[other] spellen
} verlaten
board-season-all = aller tijden
board-season-current = dit seizoen ({ $from } – { $until })
board-season-previous = vorig seizoen ({ $from } – { $until })
stats-bid-tricks = Voorspelling / slagen per ronde
stats-seer-rounds = Rondes als ziener
stats-rating = Rating
stats-leaves = Verlaten spellen
choice-sort-rating = Rating
opt-season = Dit seizoen, het vorige of aller tijden (standaard)
choice-season-current = Dit seizoen
choice-season-previous = Vorig seizoen
choice-season-all = Aller tijden
name-season = seizoen
name-season_days = seizoensdagen
opt-season-days = Lengte van een seizoen in dagen (7–365), of 0 voor kalendermaanden
opt-settings-turn-time = Standaard seconden per beslissing aan nieuwe tafels van deze server (0: die van het spel)
settings-turn-time = Nieuwe tafels geven { $secs } s per beslissing.
settings-turn-time-game = Nieuwe tafels nemen de bedenktijd van hun spel (120 s Wizard, 90 s Dobbelspel).
err-turn-time = Een bedenktijd is 15 tot 900 seconden.
settings-season-month = Een seizoen is een kalendermaand.
settings-season-days = Een seizoen duurt { $days } dagen.
err-season-days = Een seizoen duurt 7 tot 365 dagen, of 0 voor kalendermaanden.
err-language = Die taal spreekt de bot niet: English, Deutsch, Français of Nederlands.
history-title = { $game }: uitgespeelde spellen
history-summary = { $when } · plaats { $place } van { $players } · { $points } punten
history-seat = { $place }. { $name } { $points }
history-left = {" "}(verlaten)
history-none = { $name } heeft op deze server nog geen spel { $game } uitgespeeld.
history-none-anywhere = { $name } heeft nog geen spel { $game } uitgespeeld.
history-no-page = Er is geen pagina { $page }: de geschiedenis heeft { $pages } { $pages ->
    [one] pagina
   *[other] pagina's
}.
button-export = Exporteren #{ $game }
export-ready = Het verslag van spel { $game } (in het formaat dat `wizard-bot replay` controleert).
err-export-not-finished = Alleen het verslag van een uitgespeeld spel kan geëxporteerd worden.
cmd-history = Je uitgespeelde spellen (of die van een ander) op deze server, met verslag
opt-history-user = Wiens spellen (de jouwe, als leeg)
opt-page = Pagina
name-history = geschiedenis
name-page = pagina
board-empty = Nog niemand heeft een spel uitgespeeld.
board-page = Pagina { $page } van { $pages }
button-previous = Vorige
button-next = Volgende
stats-title = { $game }: statistieken aller tijden
stats-none = { $name } heeft nog geen spel { $game } uitgespeeld.
stats-games = Spellen
stats-wins = Zeges
stats-points = Punten
stats-average = Gemiddeld
stats-best = Beste
stats-bid-accuracy = Voorspellingen gehaald
stats-xs = X-en
stats-jester-scores = Narrenscores

## De regels in het kort
rules-wizard-title = Wizard — de regels in het kort
rules-wizard =
    60 kaarten: vier kleuren 1–13, vier Tovenaars en vier Narren. Ronde 1 deelt ieder één kaart, ronde 2 twee, … tot de stapel op is (60 ÷ spelers rondes).
    • **Troef**: de volgende kaart wordt omgedraaid. Een Nar betekent geen troef; bij een Tovenaar kiest de gever. De laatste ronde heeft geen troef.
    • **Voorspellingen**: links van de gever beginnend zegt iedereen hoeveel slagen hij haalt.
    • **Slagen**: volg de gevraagde kleur als je kunt; een Tovenaar of een Nar mag altijd. De eerste Tovenaar wint de slag, anders de hoogste troef, anders de hoogste kaart van de gevraagde kleur. Narren verliezen, behalve als er alleen Narren liggen (dan wint de eerste). Komt een Tovenaar uit, dan mag alles volgen; komt een Nar uit, dan bepaalt de volgende kleurkaart de kleur.
    • **Telling**: voorspelling precies: 20 + 10 per slag. Anders −10 per slag verschil. Het hoogste totaal na de laatste ronde wint.
rules-variants-title = Varianten
rules-variants = Plus/Min Eén: de voorspellingen mogen niet optellen tot het aantal slagen. Gedekte voorspellingen: iedereen tegelijk, samen onthuld. Geheime voorspellingen: pas bij de telling onthuld. Helderziendheid: voorspellen terwijl je de kaarten van de anderen ziet, maar niet die van jezelf. Eén kleur: 3–4 spelers, ieder speelt één kleur 1–15.

## Wizard Dobbelspel: het openbare tafelbericht
button-my-page = Mijn vel
ping-turn-wizard = { $user }, je bent aan de beurt (Wizard #{ $game }).
ping-turn-dice = { $user }, je bent aan de beurt (Wizard Dobbelspel #{ $game }).
ping-turn-again-wizard = { $user }, je bent aan de beurt (Wizard #{ $game }). Open je kaarten opnieuw: Discord werkt een open venster na 15 minuten niet meer bij.
ping-turn-again-dice = { $user }, je bent aan de beurt (Wizard Dobbelspel #{ $game }). Open je vel opnieuw: Discord werkt een open venster na 15 minuten niet meer bij.
ping-take-dice = { $user }, de Ziener wacht op je (Wizard Dobbelspel #{ $game }): neem deze worp of wacht op de volgende.
ping-take-again-dice = { $user }, de Ziener wacht op je (Wizard Dobbelspel #{ $game }): neem deze worp of wacht op de volgende. Open je vel opnieuw: Discord werkt een open venster na 15 minuten niet meer bij.
button-pings-off = Niet meer noemen
button-pings-on = Weer noemen
pings-off-done = Je wordt niet meer genoemd als je aan de beurt bent (op geen enkele server). De tafel laat nog steeds zien wie aan de beurt is.
pings-on-done = Je wordt genoemd als je aan de beurt bent en je hand niet open is.
dice-title = Wizard Dobbelspel — ronde { $round }
dice-title-scored = Wizard Dobbelspel — ronde { $round } — voorbij
dice-seer = Ziener: { $name }
dice-next-seer = Volgende ziener: { $name }
dice-magic = 🎴 Toverkaart { $card }: **{ $name }** — { $rule }
dice-magic-short = 🎴 Toverkaart { $card }: **{ $name }**
dice-wizard-colour = Wizardkleur: { $colour }
dice-wizard-colour-default = Wizardkleur: { $colour } (de kleur van de ziener, tenzij hij vóór het gooien een andere noemt)
dice-wizard-colour-later = Wizardkleur: de ziener noemt die na de voorspellingen.
dice-wizard-colour-all = Tovenaars tellen deze ronde als elke kleur.
dice-wizard-colour-none = Tovenaars tellen deze ronde als geen enkele kleur.
dice-wizard-colour-option = Wizardkleur: { $colour }
dice-wizard-colour-placeholder = Noem de Wizardkleur
dice-dice = Dobbelstenen
dice-no-roll = Nog niet gegooid.
dice-set-only = Twee dobbelstenen gelegd door de ziener; de andere volgen bij worp 2.
dice-roll = Worp { $roll } van { $max }
dice-roll-last = Laatste worp: { $roll }
dice-thrown = Gegooid bij deze worp: dobbelstenen { $dice }; de andere bleven liggen.
dice-counts = Telling per kleur: { $counts }
dice-box = { $count }× { $colour }
dice-prediction-none = –
dice-prediction-passed = past deze ronde
dice-prediction-secret = geheim
dice-status-in = doet mee
dice-status-waiting = moet voorspellen
dice-status-passed = geen vak vrij
dice-wrote = worp { $roll } → { $mark }
dice-wrote-jester = worp { $roll } → narrenscore ×{ $jesters }, { $mark }
dice-crossed-out = {" "}· doorgestreept: { $cell }
dice-player-line = { $name } — { $prediction } · { $status } · { $xs }/{ $target } X · { $points } punten
dice-player-line-in = { $name } — { $prediction } · { $xs }/{ $target } X · { $points } punten
dice-player-scored = { $name } — { $prediction } · { $status }
dice-act-set = { $name }: jij bent de ziener — leg twee dobbelstenen op **Mijn vel** (toverkaart 4).
dice-act-predict = { $names }: jouw voorspelling, graag — open **Mijn vel**.
dice-act-predict-all = Iedereen voorspelt nu in het geheim: { $names } — open **Mijn vel**. De voorspellingen verschijnen als ze er allemaal zijn.
dice-act-roll = { $name }: jij bent de ziener — gooi de dobbelstenen op **Mijn vel**.
dice-act-after-roll = { $name }: gooi opnieuw of stop op **Mijn vel**. { $others }: neem deze worp of wacht op de volgende.
dice-act-after-roll-alone = { $name }: gooi opnieuw of stop op **Mijn vel**.
dice-act-others-take = Wachten op { $name }. { $others }: neem deze worp of wacht op de volgende.
dice-act-score = { $names }: je mag een narrenscore nemen — kies op **Mijn vel**.
dice-set-placeholder = Twee dobbelstenen leggen op …
dice-die-option = Dobbelsteen { $die }: { $face }
dice-reroll-placeholder = Opnieuw gooien voor worp { $roll } van { $max } (minstens { $min }) …
dice-button-roll = Gooien
dice-button-roll-these = Dobbelstenen { $dice } gooien
dice-button-stop = Stoppen — iedereen scoort deze worp
dice-button-take = Deze worp nemen
dice-button-stay = Ik blijf

## Wizard Dobbelspel: het eigen voorspellingsvel
dice-page-title = Jouw voorspellingsvel — ronde { $round }
dice-page-grid = Jouw vel
dice-page-totals = { $xs } van { $target } X-en · { $points } punten · { $jesters } { $jesters ->
    [one] narrenscore
   *[other] narrenscores
}
dice-page-predict-turn = Jouw voorspelling: kies een vak (een aantal dobbelstenen en een kleur).
dice-page-cross-out-note = Toverkaart 7: je mag ook een gebruikt vak van de voorspelde kleur doorstrepen.
dice-page-taken = Deze ronde al voorspeld: { $boxes }.
dice-page-score-turn = De ronde is voorbij: kies wat je noteert.
dice-page-set-turn = Jij bent de ziener: leg hieronder twee dobbelstenen.
dice-page-seer-turn = Jij bent de ziener: kies hieronder de dobbelstenen om te gooien en druk op Gooien — of stop.
dice-page-may-take = Neem deze worp nu, of wacht op de volgende van de ziener.
dice-page-predicted = Jouw voorspelling: { $cell }.
dice-page-wrote = Deze ronde noteerde je: { $status }.
dice-page-jesters = Narrenvakjes
dice-box-crossed = { $mark } (doorgestreept)
dice-page-counted = Met deze dobbelstenen tellen er { $counted } voor { $colour }.
dice-page-would-write = Met deze dobbelstenen noteer je **{ $mark }** in { $cell }.
dice-page-or-jester = Of een narrenscore: X in je narrenvak ×{ $jesters } en **{ $mark }** in je voorspelde vak.
dice-write-button = { $mark } noteren in { $count }×
dice-jester-button = Narrenscore ×{ $jesters } ({ $mark } in { $count }×)
dice-stop-write-button = Stop: iedereen scoort · { $mark } in { $count }×
dice-stop-jester-button = Stop: Narrenscore ×{ $jesters } · { $mark } in { $count }×
dice-choose-score = Je mag een narrenscore nemen: kies wat je noteert.
dice-cross-out-ask = Je voorspelt { $cell }. Toverkaart 7: streep een van je gebruikte vakken in { $colour } door (het telt 0), of geen.
dice-cross-out-button = { $count }× doorstrepen ({ $mark })
dice-cross-out-none = Niets doorstrepen
dice-took-roll = Je nam deze worp: { $status }.
dice-left = Je bent uit deze ronde gestapt.
dice-staying = Je blijft voor de volgende worp.

## Toverkaarten
magic-1-name = Alle kleuren, dubbel
magic-1-rule = Tovenaars tellen als alle vier kleuren. Een precieze voorspelling geeft twee X-en; anders het dubbele verschil.
magic-2-name = Narren blijven, dubbel
magic-2-rule = Gegooide Narren mogen niet opnieuw gegooid worden. Een precieze voorspelling geeft twee X-en; anders het dubbele verschil.
magic-3-name = Vroege worp
magic-3-rule = De ziener gooit vóór de voorspellingen. Worp 2 gooit minstens drie dobbelstenen opnieuw; na worp 1 mag niemand uitstappen.
magic-4-name = Twee leggen
magic-4-rule = In plaats van worp 1 legt de ziener twee dobbelstenen op zelfgekozen kanten; worp 2 gooit de andere vijf. Vóór worp 2 mag niemand uitstappen.
magic-5-name = Extra dobbelstenen
magic-5-rule = Elke kleur telt één dobbelsteen meer dan er gegooid is.
magic-6-name = Narren helpen
magic-6-rule = Iedereen telt de gegooide Narren bij zijn eigen voorspelde kleur.
magic-7-name = Doorstrepen
magic-7-rule = Bij je voorspelling mag je een gebruikt vak van die kleur doorstrepen; het telt 0.
magic-8-name = Veel worpen
magic-8-rule = De ziener mag zo vaak gooien als het getal van zijn voorspelling. Tovenaars tellen als geen enkele kleur.
magic-9-name = Narrenkolom
magic-9-rule = Een narrenscore waarvan het aantal Narren gelijk is aan je voorspelde getal, geeft een X in je vak in plaats van een 0.
magic-10-name = Geheime voorspellingen
magic-10-rule = Na de ziener voorspelt iedereen tegelijk in het geheim; voorspellingen mogen gelijk zijn aan elkaar, niet aan die van de ziener.

## Fouten
err-no-such-table = Die tafel bestaat niet meer.
err-channel-busy = Dit kanaal heeft al een open tafel (spel { $game }). Speel die eerst uit of annuleer haar.
err-turn-tables-full = Je hebt al 30 beurtgebaseerde tafels open (spellen waaraan je zit en lobby's die je opende). Speel er eerst een uit of verlaat er een: `/turns` toont ze.
err-daily-tried = Je hebt je poging voor de uitdaging van vandaag al gehad. Om middernacht UTC begint een nieuwe.
err-no-daily = Deze bot biedt geen dagelijkse uitdaging.
err-not-seated = Je speelt niet mee aan deze tafel.
err-already-seated = Je hebt al een plaats aan deze tafel.
err-full = De tafel is vol.
err-not-host = Alleen de gastheer kan dat.
err-not-host-or-manager = Alleen de gastheer of een lid met „Server beheren” kan dat.
err-not-enough = Er zijn minstens { $need } spelers nodig om te starten.
err-already-started = Het spel is al begonnen.
err-not-started = Het spel is nog niet begonnen.
err-game-over = Dit spel is afgelopen.
err-cancelled = Deze tafel is geannuleerd.
hand-moved = Dit paneel is hieronder opnieuw geopend; gebruik het nieuwste.
err-out-of-date = Die knop was verouderd — er is niets gebeurd. Hier is de huidige stand.
err-not-your-turn = Je bent niet aan de beurt.
err-options-incompatible = { $a } en { $b } gaan niet samen.
err-options-one-colour = Eén kleur speel je met 3 of 4 spelers, niet met { $players }.
err-options-players = Wizard speel je met 3 tot 6 spelers, niet met { $players }.
err-options-dice-players = Wizard Dobbelspel speel je met 2 tot 5 spelers, niet met { $players }.
err-options-x-target = Er moeten 9 X'en gevuld worden, of 12 in het expertspel.
err-storage = Het spel kan nu niet worden opgeslagen — er is niets verloren gegaan. Probeer het zo nog eens.
err-internal = Er ging bij ons iets mis — er is niets verloren gegaan. Probeer het zo nog eens.
err-unknown-button = Deze knop hoort bij geen spel dat ik ken.
err-unknown-command = Dit commando ken ik niet. Discord toont misschien nog een oude lijst met commando's: probeer het over een minuut nog eens.
err-old-button = Deze knop komt uit een andere versie van de bot en werkt niet meer. Gebruik het nieuwste bericht van het spel.
err-guild-only = Tafels worden op een server gespeeld; hier kun je `/dagelijks` spelen.
err-game-wrong = Die knop hoort bij het andere spel.
err-already-bid = Je hebt deze ronde al voorspeld.
err-bid-range = Voorspellingen gaan van 0 tot { $max }.
err-forbidden-bid = Je mag geen { $bid } voorspellen: de voorspellingen zouden optellen tot de { $tricks } slagen van deze ronde (Plus/Min Eén).
err-card-not-in-hand = Die kaart zit niet meer in je hand.
err-must-follow = Je moet kleur bekennen: speel { $suit } als je kunt (of een Tovenaar of Nar).
err-trump-due = De gever moet eerst troef kiezen.
err-not-bidding = Het voorspellen is voorbij.
err-not-playing = Er worden nu geen kaarten gespeeld.
err-no-trump-choice = Er is nu geen troef te kiezen.
err-rules = Die zet mag nu niet.
dice-err-not-seer = Alleen de ziener kan dat.
dice-err-not-predicting = Er wordt nu niet voorspeld.
dice-err-already-predicted = Je hebt deze ronde al voorspeld.
dice-err-bad-count = Een voorspelling is 1 tot 5 dobbelstenen.
dice-err-box-used = { $cell } is op je vel al gebruikt.
dice-err-taken = { $cell } is deze ronde al door een andere speler voorspeld.
dice-err-cross-out-card = Doorstrepen mag alleen met toverkaart 7.
dice-err-cross-out-colour = Je mag alleen een vak in { $colour } doorstrepen, de kleur van je voorspelling.
dice-err-cross-out-empty = { $cell } is leeg: alleen een gebruikt vak kan doorgestreept worden.
dice-err-cross-out-again = { $cell } is al doorgestreept.
dice-err-no-wizard-colour = Deze toverkaart legt de Tovenaars vast; er is geen Wizardkleur te noemen.
dice-err-wizard-colour-late = De Wizardkleur wordt genoemd na de voorspellingen en vóór de eerste worp.
dice-err-set-not-due = Dobbelstenen worden alleen gelegd met toverkaart 4, vóór de voorspellingen.
dice-err-set-same = Leg twee verschillende dobbelstenen.
dice-err-roll-not-due = Er kan nu niet gegooid worden.
dice-err-no-rolls = Er zijn geen worpen meer over: stop om te tellen.
dice-err-empty-roll = Kies minstens één dobbelsteen om opnieuw te gooien.
dice-err-must-throw = Deze worp moet precies dobbelstenen { $dice } gooien.
dice-err-jester-reroll = Narren mogen deze ronde niet opnieuw gegooid worden (toverkaart 2).
dice-err-too-few = Worp 2 moet minstens drie dobbelstenen opnieuw gooien (toverkaart 3).
dice-err-leave-not-allowed = Na deze worp mag niemand uitstappen.
dice-err-stale-roll = De ziener heeft al opnieuw gegooid: worp { $roll } is weg (nu worp { $current }). Er is niets gebeurd.
dice-err-round-over = Ronde { $round } is voorbij; die knop hoorde erbij. Er is niets gebeurd.
dice-err-not-in-round = Je doet deze ronde niet meer mee.
dice-err-seer-stops = Jij bent de ziener: stop om met deze worp te tellen.
dice-err-score-not-due = Je hebt nu niets te kiezen.
dice-err-no-jester = Met deze dobbelstenen kun je geen narrenscore nemen.

## Namen van de slash-opdrachten, zoals je ze typt
name-wizard = wizard
name-dice = dobbelen
name-new = nieuw
name-leave = verlaten
name-cancel = annuleren
name-leaderboard = ranglijst
name-stats = statistieken
name-rules = regels
name-plus_minus_one = plus_min_een
name-covered_bids = gedekte_voorspellingen
name-secret_bids = geheime_voorspellingen
name-clairvoyance = helderziendheid
name-one_colour = een_kleur
name-turn_time = beurttijd
name-magic_cards = toverkaarten
name-experts = gevorderden
name-game = spel
name-scope = bereik
name-sort = sortering
name-user = speler

## Slash-opdrachten (beschrijvingen)
cmd-wizard = Speel Wizard, het kaartspel
cmd-wizard-new = Open in dit kanaal een tafel voor Wizard
cmd-leave = Verlaat je spel: een computer neemt je plaats in
cmd-cancel = Annuleer de tafel in dit kanaal (gastheer of „Server beheren”)
cmd-leaderboard = De beste spelers van deze server of van alle servers
cmd-stats = De statistieken aller tijden van een speler
cmd-settings = Serverinstellingen (Server beheren)
opt-language = De taal van de tafels op deze server
choice-language-host = Elke tafel die van de gastheer
language-en = English
language-de = Deutsch
language-fr = Français
language-nl = Nederlands
settings-language-set = De tafels op deze server spreken nu { $language }.
settings-language-host = Elke nieuwe tafel spreekt nu de taal van de gastheer.
err-not-manager = Alleen leden met „Server beheren” kunnen de instellingen van de server wijzigen.
opt-threads = Of nieuwe spellen een thread voor hun tafel openen
name-threads = threads
opt-pings = Of spelers genoemd worden als ze aan de beurt zijn (ieder kan zelf kiezen)
name-pings = meldingen
opt-cancel-by = Wie spellen mag afbreken (leden met „Server beheren” mogen het altijd)
name-cancel_by = afbreken_door
choice-cancel-host = De gastheer
choice-cancel-managers = Alleen leden met „Server beheren”
choice-cancel-players = Iedereen aan de tafel
settings-wizard-plain = Nieuwe kaartspellen beginnen zonder varianten.
settings-wizard-defaults = Nieuwe kaartspellen beginnen met: { $variants }.
settings-dice-plain = Nieuwe dobbelspellen beginnen zonder Toverkaarten, gespeeld tot 9 X.
settings-dice-defaults = Nieuwe dobbelspellen beginnen met: { $options }.
settings-threads-on = Nieuwe spellen openen een thread voor hun tafel (als de bot dat mag).
settings-threads-off = Nieuwe spellen lopen in het kanaal waar ze begonnen, zonder thread.
settings-pings-on = Wie aan de beurt is, wordt genoemd als de beurt een paar seconden wacht (ieder kan dat bij de melding uitzetten).
settings-pings-off = Niemand wordt genoemd als hij aan de beurt is, tenzij hij dat bij een melding vroeg.
settings-cancel-host = De gastheer of een lid met „Server beheren” kan een spel afbreken.
settings-cancel-managers = Alleen leden met „Server beheren” kunnen spellen afbreken.
settings-cancel-players = Iedereen aan een tafel, of een lid met „Server beheren”, kan het spel afbreken.
err-cancel-managers = Op deze server kunnen alleen leden met „Server beheren” spellen afbreken.
err-cancel-players = Alleen wie aan deze tafel zit of „Server beheren” heeft, kan het spel afbreken.
opt-hint-games = Of spellen met suggesties meetellen voor de rating
name-hint_games = suggestiespellen
choice-hint-games-rated = Telt mee zoals elk spel
choice-hint-games-unrated = Telt niet mee
settings-hint-games-rated = Spellen met suggesties tellen mee voor de rating, zoals alle andere.
settings-hint-games-unrated = Spellen met suggesties tellen niet mee voor de rating (de gastheer kan suggesties uitzetten bij /wizard nieuw).
cmd-rules = De regels in het kort
opt-game = Welk spel
opt-turn-time = Seconden per beslissing (standaard 120 bij Wizard, 90 bij het dobbelspel)
opt-clairvoyance = Helderziendheid: voorspellen met de kaarten van de anderen in zicht, niet die van jezelf
choice-clairvoyance-off = Uit
choice-clairvoyance-first = Eerste ronde
choice-clairvoyance-every = Elke ronde
opt-scope = Deze server of alle servers
opt-sort = Sorteren op
choice-sort-wins = Zeges
choice-sort-points = Punten
choice-sort-average = Gemiddelde punten
opt-user = Wiens statistieken (de jouwe als je niets kiest)
cmd-dice = Speel het Wizard Dobbelspel
cmd-dice-new = Open in dit kanaal een tafel voor het Wizard Dobbelspel
opt-magic-cards = Speel met de tien toverkaarten (elke ronde verandert er een de regels)
opt-experts = Voor gevorderden: tot 12 X-en in plaats van 9
rules-dice-title = Wizard Dobbelspel — de regels in het kort
rules-dice =
    Zeven dobbelstenen met zes kanten: mensen (blauw), elfen (groen), dwergen (rood), reuzen (geel), een Tovenaar en een Nar. Iedereen heeft een voorspellingsvel: een rij per kleur met vakken 1–5 en een narrenrij ×1–×5. Een beschreven vak blijft gebruikt.
    • **Voorspellen**: eerst de ziener, dan met de klok mee kiest iedereen een vrij vak op zijn vel (een aantal en een kleur), anders dan de voorspellingen van de anderen deze ronde.
    • **Wizardkleur**: de ziener noemt een kleur (anders geldt zijn eigen); gegooide Tovenaars tellen als die kleur.
    • **Gooien**: de ziener gooit alle zeven dobbelstenen en mag daarna nog twee keer willekeurige opnieuw gooien. Na elke worp mag wie nog meedoet hem nemen en uitstappen; stopt de ziener (of na worp 3), dan tellen alle overigen met die worp.
    • **Telling**: precies → X in je vak (telt zijn kolom); anders noteer je het verschil (minpunten). Bij 1–5 zichtbare Narren mag je in plaats daarvan dat narrenvak aankruisen en 0 noteren.
    • **Volgende ziener**: de hoogste voorspelling in een andere kleur dan die van de ziener (bij gelijkspel de eerste).
    • **Einde**: na de ronde waarin iemand 9 X-en haalt (12 voor gevorderden); die krijgt 3 bonuspunten. Het hoogste totaal wint; bij gelijkspel minder narrenscores.

## Afbeeldingen (#14): woorden in de afbeeldingen
picture-wizard-mark = T
picture-jester-mark = N
picture-points = { $points } pnt
picture-bids = Biedingen
picture-dealer-mark = D
picture-trump = Troef
picture-no-trump = Geen troef
picture-led-short = Gevraagd
picture-dice-round = Ronde { $round }
picture-dice-roll = Ronde { $round } · worp { $roll } van { $rolls }
picture-kept = gehouden
picture-wizard-colour = Wizardkleur:
picture-wizard-colour-all = elke kleur
picture-wizard-colour-none = geen kleur
picture-page = Voorspellingsvel
picture-jester-row = Narren
picture-page-total = X { $xs } van { $target } · { $points } punten
picture-chart = Punten na elke ronde
picture-chart-rounds = Ronde
picture-player = Speler { $seat }

# De dagelijkse uitdaging (#33)
cmd-daily = De uitdaging van vandaag: voor iedereen dezelfde kaarten, jij tegen drie Moeilijke computers
opt-daily-board = Toon de ranglijst van vandaag in plaats van te spelen
name-daily = dagelijks
name-board = ranglijst
daily-title = { $game } – dagspel nr. { $number }
daily-about-wizard = jij tegen { $computers } Moeilijke computers, { $rounds } rondes, vandaag voor iedereen dezelfde kaarten
daily-about-dice = jij tegen { $computers } Moeilijke computers, vandaag voor iedereen dezelfde dobbelstenen
daily-closes = sluit { $closes }
daily-round-scored = Ronde { $round }: je voorspelde { $bid } en haalde { $tricks }: { $score } ({ $points } in totaal).
daily-last-trick = Vorige slag: { $name } won met { $card }.
daily-figures-wizard = { $points } punten · { $made }/{ $rounds } voorspellingen gehaald
daily-figures-dice = { $points } punten · { $made }/{ $rounds } rondes met een X
daily-result-title = { $title } — jouw resultaat
daily-unfinished-title = { $title } — niet uitgespeeld
daily-unfinished = De dag sloot in ronde { $round } van je poging: de automatische piloot speelde de rest, en dat spel is niet jouw resultaat.
daily-unfinished-own = Je eigen rondes: { $figures }
daily-unfinished-rule = Alleen een uitgespeelde poging telt: een onafgemaakte staat op geen ranglijst, houdt geen reeks en wordt niet beoordeeld.
daily-closed-notice = De dag is voorbij: de automatische piloot heeft je poging afgemaakt.
err-daily-share-closed = Dit dagspel is gesloten: alleen een resultaat van vandaag kan gedeeld worden.
daily-standings = De tafel
daily-next = **Delen** toont je resultaat in dit kanaal: geen kaart, geen dobbelsteen. Om middernacht UTC begint een nieuwe uitdaging.
daily-next-closed = Deze uitdaging is gesloten: **Herhaling** speelt je poging stap voor stap af met alle kaarten open, **Analyseren** laat zien waar je punten bleven.
daily-next-closed-dice = Deze uitdaging is gesloten: **Herhaling** speelt je poging worp voor worp af, **Analyseren** laat zien waar je punten bleven.
daily-button-share = Delen
daily-button-board = Ranglijst van vandaag
daily-button-board-closed = Ranglijst van die dag
daily-button-day-before = #{ $day }
daily-button-day-after = #{ $day }
daily-button-mine = Mijn poging
err-daily-not-played = Je hebt de uitdaging van die dag niet gespeeld.
daily-board-title = { $title } — { $range }, { $scope }
daily-board-day = vandaag
daily-board-final = eindstand
daily-board-week = de week nr. { $from }–{ $to }
daily-board-line-wizard = { $rank }. { $name } — **{ $points }** punten · { $made }/{ $rounds } voorspellingen gehaald
daily-board-line-dice = { $rank }. { $name } — **{ $points }** punten · { $made } X
daily-board-tries = {" "}· { $tries } { $tries ->
    [one] dag
   *[other] dagen
}
daily-board-empty = Nog niemand heeft deze uitdaging uitgespeeld. Wees de eerste: `/dagelijks`
daily-button-day = Vandaag
daily-button-week = Deze week
daily-resumed = Welkom terug: je poging gaat verder waar je was gebleven.
err-daily-share = Alleen wie een uitgespeelde poging speelde, kan die delen.
err-daily-export-later = Het verslag van een dagspel kan geëxporteerd worden zodra zijn dag voorbij is (middernacht UTC).
daily-button-result = Mijn resultaat
daily-button-server = Deze server
daily-button-everyone = Alle servers

# Herhalingen (#34)
replay-heading = **Herhaling van spel { $game }** · stap { $step } van { $steps } · { $eyes }
replay-face-up = alle kaarten open
replay-all-shown-dice = alle voorspellingen open
replay-as-seat = zoals { $name } het zag
replay-hands = Kaarten
replay-hand = { $name } — voorspelling { $bid }: { $cards }
replay-trick-back = ‹ Slag
replay-trick-on = Slag ›
replay-roll-back = ‹ Worp
replay-roll-on = Worp ›
replay-round-back = « Ronde
replay-round-on = Ronde »
replay-see-all = Alles, open
replay-see-seat = Zoals { $name } het zag
button-replay = Herhaling
button-replay-game = Herhaling { $game }
err-replay-not-finished = Alleen een uitgespeeld spel kan herhaald worden.
err-analyse-not-finished = Alleen een uitgespeeld spel kan geanalyseerd worden.
err-busy = Er worden nu veel analyses berekend. Probeer het over een paar minuten nog eens.
err-stopping = De bot start opnieuw op; er is niets veranderd. Probeer het over een paar seconden nog eens.
analysis-title = Waar de punten bleven — spel { $game }
analysis-about = Elke voorspelling en elke kaart naast die van de Moeilijke computer, gewogen vanuit dezelfde hand op hetzelfde moment over veel mogelijke verdelingen: verwachte punten, niet wat er gebeurde.
analysis-left = { $name }: ongeveer { $points } punten laten liggen
analysis-round = Ronde { $round }: voorspelling { $bid } — Moeilijk voorspelt { $hard } en verwacht +{ $more } meer.
analysis-as-good = Elke voorspelling en elke kaart was zo goed als die van Moeilijk.
analysis-about-dice = Elke voorspelling naast die van de Moeilijke computer, vanaf hetzelfde vel op hetzelfde moment, gewaardeerd zoals Moeilijk waardeert (de verwachte punten van deze ronde, min een deel van wat het vak later waard is, plus ziener worden): verwachte punten, niet wat er gebeurde.
analysis-split = (voorspellingen { $bids }, kaarten { $cards })
analysis-card = Ronde { $round }, slag { $trick }: { $card } gespeeld — Moeilijk speelt { $hard } en verwacht +{ $more } meer.
analysis-predict = Ronde { $round }: { $made } voorspeld — Moeilijk voorspelt { $hard }, +{ $more } meer waard.
analysis-as-good-dice = Elke voorspelling was zo goed als die van Moeilijk.
button-analyse = Analyseren
button-analyse-game = Analyse { $game }

## Spelavonden (/event)
name-event = avond
cmd-event = Spelavonden: meerdere tafels, één stand
cmd-event-new = Een spelavond plannen: aanmelden, tafels na elke ronde opnieuw ingedeeld op stand
opt-night-name = Naam van de avond (standaard: Spelavond)
name-name = naam
opt-start-in = Minuten tot de start (0: wanneer je op Nu starten drukt)
name-start_in = start_over
opt-night-rounds = Spellen per persoon (1–5, standaard 2)
name-rounds = rondes
opt-table-size = Plaatsen per tafel (standaard 4)
name-table_size = tafelgrootte
opt-rank = Stand op plaatsingspunten (standaard) of op punten
name-rank = stand
choice-rank-places = Plaatsingspunten
choice-rank-points = Punten
opt-rated = Of de spellen meetellen voor de rating (standaard: ja)
name-rated = gewaardeerd
opt-fill = Overgebleven plaatsen: computers (standaard) of kleinere tafels
name-fill = aanvullen
choice-fill-computers = Computers
choice-fill-smaller = Kleinere tafels
opt-events-by = Wie spelavonden mag plannen (leden met Server beheren altijd)
name-events_by = avonden_door
choice-events-managers = Leden met Evenementen beheren
choice-events-anyone = Iedereen
settings-events-managers = Leden met Evenementen beheren of Server beheren kunnen spelavonden plannen.
settings-events-anyone = Iedereen kan een spelavond plannen.
err-events-managers = Op deze server kunnen alleen leden met Evenementen beheren of Server beheren spelavonden plannen.
err-night-organiser = Alleen de organisator (of een lid met Server beheren) kan dat.
err-night-closed = Aanmelden voor deze spelavond is gesloten.
err-night-nobody = Er heeft zich nog niemand aangemeld.
err-night-rounds = Een spelavond heeft 1 tot 5 rondes.
err-night-size = Die tafelgrootte past niet bij het spel: het kaartspel heeft 3 tot 6 plaatsen (Eén kleur: 3 of 4), Wizard Dobbelspel 2 tot 5.
err-night-start = Een spelavond begint binnen een week (0 tot 10080 minuten).
err-night-export = Alleen de organisator (of een lid met Server beheren) kan de uitslagen exporteren.
night-default-name = Spelavond
night-start-by-organiser = wanneer de organisator op **Nu starten** drukt
night-rank-places = stand op plaatsingspunten
night-rank-points = stand op de som van punten
night-fill-computers = overgebleven plaatsen gaan naar computers
night-fill-smaller = overgebleven plaatsen maken kleinere tafels
night-rated = telt voor de rating
night-unrated = telt niet voor de rating
night-terms = { $game } · ieder { $rounds } { $rounds ->
    [one] spel
   *[other] spellen
} · tafels van { $size } ({ $fill }) · { $rank } · { $rated }
night-nobody-yet = Nog niemand — druk op **Meedoen**.
night-starts = Start { $when }.
night-under-way = Bezig: ronde { $round } van { $rounds }.
night-over = Deze spelavond is voorbij.
night-cancelled = Deze spelavond is afgelast.
night-signed-up = Aangemeld: { $count }
night-footer = Spelavond { $night }
night-organised = Georganiseerd door <@{ $organiser }>
night-organiser-plays-if-joined = {" "}(speelt alleen mee na **Meedoen**)
night-line-unranked = • { $name }
night-join = Meedoen
night-leave = Afmelden
night-start-now = Nu starten
night-cancel = Afblazen
night-table-computers = { " " }+ { $count ->
    [one] een computer
   *[other] { $count } computers
}
night-table-call = **{ $name }** · ronde { $round } van { $rounds } · tafel { $table }: { $players } — jullie tafel staat in de thread hieronder.
night-thread-name = { $name } · ronde { $round } · tafel { $table }
night-standings = { $name } — stand na { $round } van { $rounds } rondes
night-standings-start = { $name } — ronde 1 van { $rounds } bezig
night-final-standings = { $name } — eindstand
night-line-places = { $rank } { $name } — **{ $score }** · { $points } punten
night-line-points = { $rank } { $name } — **{ $points }** punten · { $score }
night-playing = Spelen nog: { $tables }
night-ties-places = Plaatsingspunten: +1 voor elke speler achter je aan tafel, −1 voor elke voor je. Bij gelijkstand: het sterkere veld (het gemiddelde van je tegenstanders), meer punten, meer zeges, eerder aangemeld.
night-ties-points = Meeste punten eerst. Bij gelijkstand: meer plaatsingspunten (+1 voor elke speler achter je aan tafel, −1 voor elke voor je), het sterkere veld (het gemiddelde van je tegenstanders), meer zeges, eerder aangemeld.
night-export = Uitslagen (CSV)
night-export-ready = De uitslagen van spelavond { $night }.
night-won = 🏆 **{ $name }** is voorbij. De winnaar: { $winner }! De eindstand staat hierboven.
night-scheduled = Een spelavond { $game }: aanmelden met Meedoen bij het bericht.
opt-format = Zwitserse rondes, of een kampioenschap: kwalificatierondes, dan knock-outtafels
name-format = opzet
choice-format-swiss = Zwitsers (opnieuw ingedeeld op de stand)
choice-format-championship = Kampioenschap (daarna knock-outtafels)
err-night-late = Te laat om mee te doen: meer dan de helft van de rondes van deze spelavond is begonnen.
night-terms-championship = {" "}· daarna knock-outtafels (alleen de winnaar van elke tafel gaat door) tot één finaletafel
night-stage-knockout = knock-outronde { $k }
night-stage-final = finaletafel
night-under-way-stage = Bezig: { $stage }.
night-table-call-stage = **{ $name }** · { $stage } · tafel { $table }: { $players } — alleen de winnaar van de tafel gaat door; jullie tafel staat in de thread hieronder.
night-table-call-final = **{ $name }** · finaletafel: { $players } — wie hier wint, wint de avond; jullie tafel staat in de thread hieronder.
night-thread-name-stage = { $name } · { $stage } · tafel { $table }
night-standings-stage = { $name } — { $stage } bezig
night-cancelled-standings = { $name } — afgelast: de stand zoals die was
night-line-byes = {" "}· { $byes ->
    [one] een bye
   *[other] { $byes } byes
}
night-line-withdrawn = {" "}· teruggetrokken
night-line-knockout = { $rank } { $name } — plaats **{ $place }** aan tafel · { $points } punten
night-line-playing = {" "}· speelt
night-line-left = {" "}· heeft een spel verlaten
night-over-no-champion = **{ $name }** is voorbij. Niemand heeft er een spel van uitgespeeld, dus er is geen winnaar.
night-stage-qualifying = alleen kwalificatierondes
night-late-open = Nog open: meedoen kan tot ronde { $round } begint. Gemiste rondes tellen als bye (0 plaatsingspunten en het gemiddelde aantal punten van de ronde).
night-late = Later ingestapt: { $names }
night-withdrawn = Teruggetrokken: { $names } — **Meedoen** haalt je terug voordat de volgende ronde wordt ingedeeld.
night-ties-championship = Kwalificatie: plaatsingspunten (+1 voor elke speler achter je aan tafel, −1 voor elke voor je); bij gelijkstand: het sterkere veld, meer punten, meer zeges. Knock-outtafels: alleen de best geplaatste van elke tafel gaat door; de finaletafel beslist over de eerste plaatsen.
left-night-game = Je plaats in dit spel wordt nu door een computer gespeeld. Je doet nog mee aan de spelavond: druk op **Afmelden** bij de aanmelding om je voor de volgende rondes terug te trekken.

# The permissions the bot uses, and what for (discord/permissions.rs).
perm-for-view-channel = het kanaal zien waarin een tafel of spelavond wordt geopend
perm-for-send-messages = de tafel, haar rondes en de eindstand plaatsen
perm-for-embed-links = tafels, ranglijsten en standen als insluitingen tonen
perm-for-attach-files = tafels, dobbelstenen en vellen als afbeeldingen tonen
perm-for-create-public-threads = elk spel een eigen thread geven
perm-for-send-messages-in-threads = in die threads spelen
perm-for-create-events = spelavonden in de evenementen van de server zetten
perm-off-embed-links = Tafels zijn hier platte tekst: de bot mag in dit kanaal geen links insluiten ({ $permission }).
perm-off-attach-files = Afbeeldingen staan hier uit: de bot mag in dit kanaal geen bestanden bijvoegen ({ $permission }).
perm-off-create-events = Deze spelavond staat niet bij de evenementen van de server: de bot mag geen evenementen maken ({ $permission }).
perm-off-threads = Spellen worden in dit kanaal gespeeld, niet in eigen threads: de bot mist hier { $permission }.
perm-off-night-threads = De volgende tafels wachten: elke tafel speelt in een eigen thread, en de bot mist hier { $permission }. Zodra dat mag, gaan ze verder met een druk op **Meedoen** hier.
perm-off-fix = Wie de server beheert, kan het toestaan bij de machtigingen van het kanaal; /settings toont wat de bot hier mag.
perm-off-fix-server = Wie de server beheert, kan de rol van de bot deze machtiging geven (Serverinstellingen → Rollen); /settings toont wat de bot hier mag.
perm-view-title = Wat de bot in dit kanaal mag
perm-view-invite = Ontbreekt er iets? Wie de server beheert, kan het toestaan in de kanaalinstellingen (Machtigingen), of [de bot opnieuw uitnodigen]({ $link }) met precies deze machtigingen.
perm-off-night-post = De volgende tafels kunnen niet worden opgeroepen: de bot mag in dit kanaal niets plaatsen ({ $permission }).
err-night-cannot-post = Een spelavond roept zijn tafels op in dit kanaal en speelt elke tafel in een eigen thread, en de bot mist hier { $permission }. Gebruik een ander kanaal, of vraag iemand die de server beheert het toe te staan.
perm-name-view-channel = Kanaal bekijken
perm-name-send-messages = Berichten versturen
perm-name-embed-links = Links insluiten
perm-name-attach-files = Bestanden bijvoegen
perm-name-create-public-threads = Openbare threads maken
perm-name-send-messages-in-threads = Berichten versturen in threads
perm-name-create-events = Evenementen maken
err-cannot-post-here = De bot kan in dit kanaal niets plaatsen, dus een tafel hier zou nooit te zien zijn. Gebruik een ander kanaal, of vraag iemand die de server beheert de bot hier 'Kanaal bekijken' en 'Berichten versturen' te geven.

# De dagopgave als gewoonte (#53)
opt-daily-recap = Het dagoverzicht om middernacht UTC in dit kanaal plaatsen (uit: geen overzicht)
settings-recap-on = Het dagoverzicht verschijnt om middernacht UTC in { $channel }.
settings-recap-off = Er verschijnt geen dagoverzicht.
settings-recap-gone = ⚠️ Er verschijnt geen dagoverzicht: het kanaal ervan ({ $channel }) is verwijderd, of de bot ziet het niet meer. Gebruik `/settings daily_recap:True` in het kanaal waar het moet komen.
err-recap-permission = De bot kan het overzicht hier niet plaatsen: hij mist { $permission } in dit kanaal. Geef hem dat, of gebruik de optie in een ander kanaal.
daily-streak = 🔥 { $days } { $days ->
    [one] dag
   *[other] dagen
} op rij · record { $best }
daily-streak-days = { $days } { $days ->
    [one] dag
   *[other] dagen
} op rij
daily-hard-beaten = 🤖 Moeilijk op jouw plaats: { $hard } · jij was { $by } beter
daily-hard-tied = 🤖 Moeilijk op jouw plaats: { $hard } · gelijkspel
daily-hard-won = 🤖 Moeilijk op jouw plaats: { $hard } · Moeilijk was { $by } beter
daily-hard-field = Moeilijk op dezelfde plaats: { $points } · { $beat } van de { $people } van jullie waren beter
daily-button-rating = Rating
daily-rating-title = { $game } — dagrating
daily-rating-line = { $rank }. { $name } — **{ $rating }** · { $days } { $days ->
    [one] dag
   *[other] dagen
}
daily-rating-empty = Nog niemand heeft een rating: een dag telt zodra hij voorbij is.
daily-rating-about = Elke voorbije dag vergelijkt iedereen die hem speelde (dezelfde kaarten); de rating toont μ − 3σ.
stats-daily-streak = Dagreeks
stats-daily-streak-value = 🔥 { $days } · record { $best }
stats-none-tables = { $name } heeft nog geen spel { $game } aan een tafel uitgespeeld: dagspellen tellen apart.
stats-daily-streak-over = nu geen · record { $best }
list-and = { $first } en { $last }
recap-closed = **Dagopgave #{ $number } is voorbij.** Die van vandaag staat open.
recap-day-winners = { $game }: { $who } { $count ->
    [one] wint
   *[other] winnen samen
} met **{ $points }** punten
recap-week-winners = Kampioen van de week { $range }, { $game }: { $who } met **{ $points }** punten
recap-month-winners = Kampioen van de maand { $range }, { $game }: { $who } met **{ $points }** punten
recap-month-name = { $month ->
    [1] januari { $year }
    [2] februari { $year }
    [3] maart { $year }
    [4] april { $year }
    [5] mei { $year }
    [6] juni { $year }
    [7] juli { $year }
    [8] augustus { $year }
    [9] september { $year }
    [10] oktober { $year }
    [11] november { $year }
   *[12] december { $year }
}
recap-more = … en nog { $more }
recap-streak-grew = 🔥 { $who }: { $days } dagen op rij
recap-streak-broke = 💔 De reeks van { $days } dagen van { $who } is voorbij
recap-play = { $game } spelen

# What each picture shows, in words (its attachment's description).
alt-table = Ronde { $round } van { $rounds }, troef { $trump }. Punten: { $scores }.
alt-trick = Op tafel: { $cards }.
alt-no-trump = geen
alt-dice = Ronde { $round }, worp { $roll }: { $faces }.
alt-page = Voorspellingsvel van { $name }: { $xs } X, { $points } punten. Vakken: { $boxes }.
alt-chart = Punten na ronde { $round }: { $scores }.

# The table in a browser (#63)
web-you = Jij
web-cannot-play = Die kaart mag je nu niet spelen: volg de gevraagde kleur.
web-open-table = Openen in de browser
web-seat-wizard = voorspelt { $bid } · slagen { $tricks } · { $points } punten
web-seat-dice = { $xs } X · { $points } punten
web-watch = Kijken in de browser
web-cross-out = { $cell } doorstrepen
web-cross-out-ask = Toverkaart 7: streep een van je gebruikte vakjes van die kleur door (het telt 0), of geen.
web-cross-out-back = ← Ander vakje
web-dice-chosen = Tik de dobbelstenen aan die je houdt of gooit.
web-trick-won = { $name } heeft hem gewonnen.
web-scores = Scores
web-chart = Scoreverloop
web-page = Jouw voorspellingsvel
web-set = Zetten
web-activity-outside = Open Wizard vanuit Discord (als activiteit), of de link van je tafel.
web-activity-signing-in = Je wordt bij Discord aangemeld…
web-activity-refused = Discord heeft niet bevestigd wie je bent; open de activiteit opnieuw.
web-activity-none = Hier is nog geen tafel: begin er een met /wizard new of /dice new.
web-activity-choose = Je hebt hier meerdere tafels: kies er een.
web-activity-seat = Tafel { $game }: jouw plaats
web-activity-watch = Tafel { $game }: kijken
web-link-malformed = Dit is geen link naar een tafel.
web-link-forged = Deze link is niet door de bot gemaakt, of hij is veranderd.
web-link-expired = Deze link is verlopen: open het spel in Discord voor een nieuwe.
web-game-ended = Dit spel is afgelopen.
web-game-gone = Dit spel bestaat niet.
web-unreachable = De tafel is nu niet bereikbaar; probeer het zo nog eens.
web-too-many-pages = Er zijn te veel pagina's open; probeer het zo nog eens.
web-too-many-moves = Te veel zetten tegelijk: wacht even.
web-not-a-move = De pagina stuurde iets dat geen zet is; laad haar opnieuw.
web-no-picture = Deze afbeelding bestaat niet.
web-activity-busy = Te veel aanmeldingen op dit moment; wacht een minuut en open de activiteit opnieuw.
web-activity-elsewhere = Deze Activity staat niet waar de pagina zegt.
web-discord-unreachable = Discord is nu niet bereikbaar; probeer het zo opnieuw.
web-not-a-sign-in = De pagina stuurde geen geldige aanmelding; open de Activity opnieuw.
web-not-sent = Je zet kon niet worden verstuurd: controleer je verbinding en probeer het opnieuw.
web-held = Geen verbinding: je zet gaat zodra de tafel terug is.
played-for-you = ⏱ Je tijd was om, dus de computer speelde voor je: { $moves }.
moved-bid = een bod van { $bid }
moved-trump = { $suit } als troef
moved-predict = de voorspelling { $cell }
moved-pass = geen voorspelling
moved-colour = { $colour } als wizardkleur
moved-roll = een worp
moved-leave = de worp genomen
moved-stop = het werpen gestopt
moved-score = de worp genoteerd
web-rounds = Rondes
web-seer = Ziener
web-back = Terug naar het spel in Discord
web-read-only = Het spel is voorbij: deze pagina verandert niet meer.
web-end-points = { $points } punten
web-dealer = Gever
web-sheet = Scoreblad
web-picked = Vooraf gekozen: gaat erin zodra je aan de beurt bent. Tik nog eens om het ongedaan te maken.
web-dropped = Wat je vooraf koos, kan nu niet gespeeld worden: kies opnieuw.
web-not-yet = Je bent nog niet aan de beurt: tik een kaart om die vooraf te kiezen.
web-sound = Geluid en trillen als je aan de beurt bent
web-clock = Resterende tijd
web-clock-until = tot { $when }
web-clock-stands = nog { $left }
web-clock-paused = ⏸ gepauzeerd
web-clock-away = ✈ weg tot { $when }
web-clock-rests = 🌙 rusttijd tot { $when }
web-rematch-opened = Revanche geopend in Discord: dezelfde spelers, een nieuwe lobby.
web-summary = Ronde { $round } — geboden / gehaald, punten
web-summary-seat = { $bid } / { $tricks }, { $points }
web-pace-short = nog { $n }
web-pace-made = ✓ gehaald
web-pace-over = ▲ { $n } te veel
web-not-over = Het spel is nog niet voorbij.
web-reconnecting = Opnieuw verbinden…
web-watching = { $n } { $n ->
    [one] kijker
   *[other] kijkers
}
activity-play = Hier in Discord spelen
err-activity-off = Deze bot biedt de tafel niet aan als Discord-activiteit.
cmd-launch = Wizard aan tafel spelen, in Discord

## Turn-based tables (#79)
err-not-turn-based = Deze tafel speelt niet beurtgebaseerd: er zijn geen klokken om te pauzeren.
err-not-later = Dat kan nu niet klaargezet worden: alleen je volgende bod, kaart of voorspelling van deze ronde.
later-offer = ⏳ Nog niet jouw beurt: kies nu al je volgende zet, die wordt gedaan zodra je aan de beurt bent.
later-left = ⏳ Klaargezet: { $move }. Gedaan zodra je aan de beurt bent, als het dan mag.
later-dropped = ⚠️ Wat je had klaargezet ({ $move }) mocht niet toen je aan de beurt was. Kies opnieuw.
dice-seer-kept = ⏳ Klaargezet: het gebeurt zodra { $names } bij deze worp zijn gestopt of gebleven (hier beslist iedereen tegelijk over een worp).
button-later-off = Terugnemen
option-turn-based = Beurtgebaseerd: { $hours } u per zet (een klok houdt tot { $cap } u)
opt-pace = Live, of beurtgebaseerd: de tijd die elke zet aan de klok van een speler toevoegt
choice-pace-live = Live (beurttijd in seconden)
choice-pace-1 = Beurtgebaseerd: 1 uur per zet
choice-pace-12 = Beurtgebaseerd: 12 uur per zet
choice-pace-24 = Beurtgebaseerd: een dag per zet
choice-pace-72 = Beurtgebaseerd: 3 dagen per zet
clock-paused = ⏸ De gastheer heeft de klokken { $when } gepauzeerd.
clock-running = **{ $name }** ⏱ { $when }
clock-left = { $name } { $left }
clock-hours = { $h } u { $m } min
clock-days = { $d } d { $h } u
turn-title = Jij bent aan de beurt — { $name }, spel { $game }
turn-reminder-title = Herinnering: jij bent aan de beurt — { $name }, spel { $game }
turn-reminder = Er is nog een kwart van je tijd over.
turn-ran-out-title = Je tijd is op — { $name }, spel { $game }
turn-ran-out = De automatische piloot speelde je beurt. Dat is { $n } van { $max } op rij: bij { $max } speelt de computer je plaats voorgoed.
turn-ran-out-played = Voor je gespeeld: { $moves }.
turn-for-good = Je tijd liep te vaak op rij af: de computer speelt je plaats nu voorgoed. Je uitslag telt je eigen spel tot nu.
turn-asked-trump = Kies troef voor ronde { $round }.
turn-asked-bid = Voorspel je slagen voor ronde { $round }.
turn-asked-bid-covered = Bied voor ronde { $round }: iedereen biedt tegelijk, de biedingen verschijnen als ze er allemaal zijn.
turn-asked-play = Speel een kaart in ronde { $round }.
turn-asked-dice = Jouw beslissing in ronde { $round }.
turn-asked-take = De Ziener wacht op je in ronde { $round }: neem deze worp of blijf erin.
turn-clock = Je tijd loopt { $when } af ({ $at }).
turn-where = Spel: { $place }
turn-go = Naar het spel
button-turns-list = Al mijn beurten
button-way-mention = Noem me liever in het spel
button-way-dm = Stuur me een DM
button-way-off = Geen beurtberichten
button-turns-again = Vernieuwen
cmd-turns = Elke beurtgebaseerde tafel die op je wacht, op elke server
turns-title = Je beurtgebaseerde tafels
turns-for-you = Wachten op jou ({ $n })
turns-none-for-you = Niets wacht op jou.
turns-for-others = Wachten op anderen ({ $n })
turns-none-for-others = Geen.
turns-line = { $name } · spel { $game } · { $place }
turns-yours = je tijd loopt { $when } af
turns-theirs = wacht op { $names } sinds { $when }
turns-moving = gaat verder
turns-paused = ⏸ gepauzeerd door de gastheer
turns-way-dm = Je beurten vinden je per DM.
turns-way-mention = Je beurten vinden je als vermelding in het spel.
turns-way-off = Je beurten sturen je niets: kijk hier.
turns-open = Spel { $game }
turns-pause = Spel { $game } pauzeren
turns-unpause = Spel { $game } hervatten
button-way-digest = Eén DM per dag
turns-way-digest = Eén DM per dag om { $hour } ({ $zone }) noemt de tafels die op je wachten.
turns-quiet = Van { $from } tot { $until } ({ $zone }) komt er niets, en geen klok van jou loopt dan af.
clock-rests = 🌙 { $name }: stille uren, de klok staat stil tot { $when }
turns-digest-title = Je beurten vandaag: { $n } { $n ->
    [one] wacht
   *[other] wachten
}
opt-turn-messages = Hoe je beurten je vinden: een DM per beurt, één DM per dag, een vermelding, of niets
choice-messages-dm = Een DM per beurt
choice-messages-digest = Eén DM per dag (overzicht)
choice-messages-mention = Een vermelding in het spel
choice-messages-off = Niets
opt-digest-hour = Het uur (0–23, jouw tijd) waarop je dagelijkse DM komt
opt-quiet-from = Geen beurtberichten vanaf dit uur (0–23, jouw tijd)…
opt-quiet-until = …tot dit uur (0–23, jouw tijd)
opt-time-zone = Je tijdzone, zoals Europe/Amsterdam of America/New_York
err-time-zone-unknown = Die tijdzone ken ik niet. Schrijf de naam zoals Europe/Amsterdam of America/New_York.
err-quiet-both = Stille uren hebben twee grenzen nodig: stil_vanaf en stil_tot.
name-messages = berichten
name-digest_hour = overzicht_uur
name-quiet_from = stil_vanaf
name-quiet_until = stil_tot
name-time_zone = tijdzone
opt-vacation = Vakantie van zoveel dagen: je klokken staan stil in elk beurtgebaseerd spel
name-vacation = vakantie
err-vacation-already = Je bent al op vakantie. Druk eerst op „Ik ben terug” in /turns.
err-vacation-allowance = Zoveel vakantiedagen heb je dit jaar niet meer: /turns zegt hoeveel.
turns-yours-away = jouw beurt; je klok staat stil zolang je op vakantie bent (tot { $when })
turns-yours-resting = jouw beurt; je klok staat stil tot je stille uren voorbij zijn
turns-away = { $name } (🏖 op vakantie tot { $when })
turns-vacation-on = 🏖 Je bent op vakantie tot { $when }: je klokken staan stil. Vakantiedagen over dit jaar: { $left }.
turns-vacation-left = 🏖 Vakantiedagen over dit jaar: { $left } (`/turns vakantie:` zet je klokken overal stil).
button-vacation-back = Ik ben terug
clock-away = 🏖 { $name } op vakantie tot { $when }
since-title = **Sinds je laatste zet**
since-dealt = Ronde { $round } gedeeld; troef: { $trump }.
since-trump-chosen = Troef gekozen: { $suit }.
since-bids = Biedingen: { $bids }.
since-trick = { $name } won de slag: { $cards }.
since-table = Op tafel: { $cards }.
since-round-scored = Ronde { $round } geteld.
since-seer = Ronde { $round }: { $name } is de Ziener.
since-magic = Magische kaart: { $card }.
since-predicted = { $name } voorspelde { $what }.
since-predicted-secret = { $name } voorspelde in het geheim.
since-passed = { $name } paste.
since-crossed = { $name } streepte { $cell } door.
since-rolled = Worp { $roll }.
since-left = { $name } stapte uit bij deze worp.
since-scored = { $name } scoorde.
since-round-over = Ronde { $round } is voorbij.
since-more = … en { $n } eerder.
