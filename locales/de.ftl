# wizard-bot: deutsche Texte. Spielbegriffe wie in den Amigo-Regeln:
# Zauberer, Narr, Menschen/Elfen/Zwerge/Riesen, Seher, Blatt der Vorhersage.

## Spiele und Karten
game-wizard = Wizard
game-dice = Wizard Würfelspiel
suit-blue = Menschen
suit-green = Elfen
suit-red = Zwerge
suit-yellow = Riesen
card-suited = { $suit } { $rank }
card-wizard = Zauberer
card-jester = Narr
computer-name = Computer { $seat }
autopilot-mark = (Autopilot)
seat-finished-by-computer = { $name } (🤖 vom Computer zu Ende gespielt)
seat-finished-by-computer-plain = { $name } (Computer beendet)

## Varianten und Optionen
variant-plus_minus_one = Plus/Minus Eins
variant-covered_bids = Verdeckte Ansagen
variant-secret_bids = Geheime Ansagen
variant-clairvoyance = Hellsehen (erste Runde)
variant-clairvoyance_every_round = Hellsehen (jede Runde)
variant-one_colour = Einfarbig
variants-none = Keine Varianten
option-turn-time = Zugzeit: { $secs } s
option-magic-cards = Zauberkarten
option-experts = Für Profis: 12 X

## Tisch
lobby-title = { $game } — neuer Tisch
lobby-host = Gastgeber: { $host }
lobby-seats = Spieler ({ $taken }/{ $max })
lobby-options = Optionen
lobby-need = Startet mit { $min } bis { $max } Spielern; der Gastgeber drückt auf Start.
lobby-length = ⏳ Mit { $players } Spielern: etwa { $moves } Züge nacheinander, etwa { $days } Tage, wenn jeder innerhalb von { $hours } h zieht, sobald er dran ist.
lobby-started = Das Spiel hat begonnen — viel Spaß!
lobby-started-thread = Das Spiel läuft in { $thread } — viel Spaß!
lobby-finished = Spiel vorbei — Sieg: { $winners }.
lobby-finished-thread = Spiel vorbei — Sieg: { $winners }. Die Ergebnisse stehen in { $thread }.
lobby-cancelled = Dieser Tisch wurde abgebrochen.
lobby-thread-name = { $game } #{ $id }
button-join = Mitspielen
button-leave = Verlassen
level-easy = Leicht
level-normal = Normal
level-hard = Schwer
level-easy-about = Sagt nach seinen Karten an und spielt gierig: für Einsteiger
level-normal-about = Spielt vor jeder Entscheidung einige hundert Verteilungen durch
level-hard-about = Spielt tausende Verteilungen durch und liest die Ansagen der anderen
level-easy-about-dice = Sagt nach den Chancen eines Wurfs vorher und behält, was zählt: für Einsteiger
level-normal-about-dice = Rechnet jede Wahl einen Wurf voraus
level-hard-about-dice = Rechnet jede Wahl exakt bis zum Ende der Runde durch
add-computer-placeholder = Computerspieler hinzufügen (Gastgeber) …
button-suggest = Vorschlag
hint-bid = { $bid } ansagen
hint-play = { $card } spielen
hint-trump = { $suit } zu Trumpf bestimmen
hint-only = Deine einzige Wahl: { $what }.
hint-only-bid = Deine einzige Wahl: { $what } — Plus/Minus Eins verbietet die andere Ansage.
hint-why-bid = etwa { $tricks } Stiche, Ansage getroffen in { $percent } % von { $deals } Verteilungen
hint-why-play = trifft deine Ansage in { $percent } % von { $deals } Verteilungen, im Schnitt { $points } { $n ->
    [one] Punkt
   *[other] Punkte
}
hint-why-trump = im Schnitt { $points } { $n ->
    [one] Punkt
   *[other] Punkte
} über { $deals } Verteilungen
hint-line = { $what } — { $why }.
hint-line-plain = { $what }.
hint-dice-predict = { $cell } vorhersagen — { $points } Punkte erwartet in dieser Runde.
hint-dice-wizard-colour = { $colour } als Wizardfarbe ansagen — { $points } Punkte erwartet.
hint-dice-set = zwei Würfel auf { $first } und { $second } drehen — { $points } Punkte erwartet.
hint-dice-throw-first = Würfel { $dice } werfen.
hint-dice-throw = Würfel { $dice } neu werfen — { $points } Punkte erwartet; jetzt aufhören zählt { $now }.
hint-dice-take = diesen Wurf nehmen — er zählt { $now }; weiterspielen erwartet { $on }.
hint-dice-take-last = diesen Wurf nehmen — er zählt { $now }.
hint-dice-stay = drinbleiben — weiterspielen erwartet { $on } Punkte; diesen Wurf nehmen zählt { $now }.
hint-dice-jester = die Narrenwertung nehmen.
hint-dice-plain = die eigene Marke schreiben, nicht die Narrenwertung.
err-no-hints = An diesem Tisch gibt es keine Vorschläge.
err-nothing-to-suggest = Du hast gerade nichts zu entscheiden.
opt-hints = Einen Vorschlag-Knopf auf der eigenen Hand anbieten (standardmäßig an)
opt-hints-dice = Einen Vorschlag-Knopf auf dem eigenen Blatt anbieten (standardmäßig an)
name-hints = vorschläge
option-no-hints = Keine Vorschläge
button-start = Starten (Gastgeber)
button-cancel = Abbrechen (Gastgeber)

## Die öffentliche Tischnachricht (Kartenspiel)
table-title = Runde { $round } von { $rounds }
table-title-scored = Runde { $round } von { $rounds } — gewertet
table-dealer = Geber: { $name }
table-turned = Aufgedeckte Karte: { $card }
table-trump = Trumpf: { $suit }
table-no-trump = Kein Trumpf in dieser Runde
table-trump-choosing = Ein Zauberer wurde aufgedeckt: { $name } wählt Trumpf
table-bids-total = Ansagen: { $bids } für { $tricks } { $tricks ->
    [one] Stich
   *[other] Stiche
}
table-bids-hidden = Die Ansagen bleiben verdeckt, bis sie aufgedeckt werden
table-players = Spieler
table-player-line = { $name } — Ansage { $bid } · Stiche { $tricks } · { $points } Punkte
table-player-scored = { $name } — Ansage { $bid } · Stiche { $tricks } · { $score } → { $points } Punkte
bid-not-yet = –
bid-placed = abgegeben
table-trick = Aktueller Stich
table-trick-empty = Noch keine Karte gespielt
table-last-trick = Letzter Stich
table-trick-won = { $cards } → geht an { $name }
table-act-bid = { $names }: deine Ansage, bitte.
table-act-play = { $names }: du bist am Zug.
table-act-trump = { $names }: wähle bitte Trumpf.
table-act-bid-all = Alle sagen jetzt an: { $names }
table-deadline = Die Zeit läuft { $when } ab.
table-waiting = Warten auf { $names }.
table-footer = Spiel { $game }
button-my-hand = Meine Karten

## Die eigene Hand (Kartenspiel)
hand-title = Deine Karten — Runde { $round } von { $rounds }
hand-cards = Deine Karten
hand-blind = Hellsehen: du siehst die Karten der anderen, nicht deine eigenen.
hand-seen = { $name }: { $cards }
hand-your-bid-turn = Deine Ansage: wie viele Stiche machst du?
hand-your-play-turn = Du bist dran: spiele eine Karte.
hand-your-trump-turn = Du hast einen Zauberer aufgedeckt: wähle Trumpf.
hand-waiting = Warten auf { $names }.
hand-your-bid = Du hast { $bid } angesagt.
hand-forbidden = { $bid } ist nicht erlaubt: die Ansagen ergäben die { $tricks } Stiche dieser Runde (Plus/Minus Eins).
hand-forbidden-button = { $bid }: nicht erlaubt
hand-bid-placeholder = Wähle deine Ansage
hand-bid-option = Ansage { $bid }
hand-trick = Stich bisher: { $cards }
hand-not-seated-view = Du schaust zu: das sehen alle.
trick-winning = **{ $play }** (liegt vorn)
trick-led = Angespielte Farbe: { $suit }
trick-led-after-jester = Angespielte Farbe: { $suit } (ein Narr wurde ausgespielt, also bestimmt die erste Farbkarte die Farbe)
trick-led-wizard = Ein Zauberer wurde ausgespielt: jede Karte darf folgen.
trick-led-jesters = Bisher nur Narren: die nächste Farbkarte bestimmt die Farbe.
standing-made = hat seine Stiche — will keinen mehr
standing-needs = braucht noch { $n }
standing-over = { $n } zu viel
hand-need-more = Du brauchst noch { $n } { $n ->
    [one] Stich
   *[other] Stiche
}.
hand-need-none = Du hast deine Stiche: du willst keinen mehr.
hand-over-by = Du hast { $n } { $n ->
    [one] Stich
   *[other] Stiche
} mehr als angesagt.
hand-dealer-may-not = Plus/Minus Eins: { $name } sagt als Geber zuletzt an und darf nicht so ansagen, dass die Summe { $tricks } ergibt.
hand-must-follow = Du musst { $suit } bedienen: die ausgegrauten Karten darfst du jetzt nicht spielen.
hand-bids-so-far = Ansagen bisher: { $bids }
hand-bids-you = **du: { $bid }**
hand-bids-other = { $name }: { $bid }
hand-over = Das Spiel ist vorbei.

## Das Ende
end-title = Spielende — Endstand
end-line = { $place }. { $name } — { $points } Punkte
end-winner = { $names } { $count ->
    [one] gewinnt!
   *[other] teilen sich den Sieg!
}
end-lifetime = Ewige Bilanz
end-lifetime-line = { $name }: { $games } { $games ->
    [one] Spiel
   *[other] Spiele
} · { $wins } { $wins ->
    [one] Sieg
   *[other] Siege
} · { $points } Punkte
button-rematch = Revanche
cancelled-title = Dieses Spiel wurde abgebrochen.
end-pages = Die Blätter der Vorhersage am Ende
end-page-summary = { $xs }/{ $target } X · Bonus +{ $bonus } · { $jesters } { $jesters ->
    [one] Narrenwertung
   *[other] Narrenwertungen
} · **{ $points } Punkte**
end-reason-target = Spielende: { $names } { $count ->
    [one] hat
   *[other] haben
} { $target } X erreicht.
end-reason-boxes = Spielende: Niemand hat noch ein Feld zum Vorhersagen.
end-tie-break = { $first } und { $second } haben beide { $points } Punkte: weniger Narrenwertungen bringen { $first } nach vorn.

## Antworten auf Befehle
left-lobby = Du hast den Tisch verlassen.
left-game = Dein Platz wird jetzt von einem Computer gespielt. Danke fürs Mitspielen!
cancelled-game = Der Tisch wurde abgebrochen.
game-set-aside = Spiel { $game } konnte nach dem Neustart des Bots nicht wiederhergestellt werden und ist deshalb beendet. Entschuldigung! Hier kann ein neuer Tisch eröffnet werden.
no-table-here = In diesem Kanal gibt es keinen offenen Tisch.
rematch-opened = Revanche: ein neuer Tisch mit denselben Spielern und Optionen.
rematch-opened-ask = { $names } eine Revanche, rundenbasiert wie die letzte: drückt **Mitspielen**, um wieder dabei zu sein.

## Ranglisten und Statistik
board-title = Rangliste { $game } — { $scope }
board-scope-server = dieser Server
board-scope-global = alle Server
board-sort = Sortiert nach { $sort ->
    [rating] Wertung
    [wins] Siegen
    [points] Punkten
   *[average] Punkteschnitt
}
board-line = { $rank }. { $name } — { $rating } · { $wins } { $wins ->
    [one] Sieg
   *[other] Siege
} · { $games } { $games ->
    [one] Spiel
   *[other] Spiele
} · { $points } Punkte · ⌀ { $average }
board-leaves = {" "}· { $leaves } { $leaves ->
    [one] Spiel
   *[other] Spiele
} verlassen
board-season-all = alle Zeit
board-season-current = diese Saison ({ $from } – { $until })
board-season-previous = letzte Saison ({ $from } – { $until })
stats-bid-tricks = Ansage / Stiche je Runde
stats-seer-rounds = Runden als Seher
stats-rating = Wertung
stats-leaves = Verlassene Spiele
choice-sort-rating = Wertung
opt-season = Diese Saison, die letzte oder alle Zeit (Standard)
choice-season-current = Diese Saison
choice-season-previous = Letzte Saison
choice-season-all = Alle Zeit
name-season = saison
name-season_days = saisontage
opt-season-days = Länge einer Saison in Tagen (7–365), oder 0 für Kalendermonate
opt-settings-turn-time = Standard-Sekunden pro Entscheidung an neuen Tischen dieses Servers (0: die des Spiels)
settings-turn-time = Neue Tische geben { $secs } s pro Entscheidung.
settings-turn-time-game = Neue Tische nehmen die Zugzeit ihres Spiels (120 s Wizard, 90 s Würfelspiel).
err-turn-time = Eine Zugzeit ist 15 bis 900 Sekunden lang.
settings-season-month = Eine Saison ist ein Kalendermonat.
settings-season-days = Eine Saison dauert { $days } Tage.
err-season-days = Eine Saison dauert 7 bis 365 Tage, oder 0 für Kalendermonate.
err-language = Diese Sprache spricht der Bot nicht: English, Deutsch, Français oder Nederlands.
history-title = { $game }: beendete Spiele
history-summary = { $when } · Platz { $place } von { $players } · { $points } Punkte
history-seat = { $place }. { $name } { $points }
history-left = {" "}(verlassen)
history-none = { $name } hat auf diesem Server noch kein Spiel { $game } beendet.
history-none-anywhere = { $name } hat noch kein Spiel { $game } beendet.
history-no-page = Es gibt keine Seite { $page }: der Verlauf hat { $pages } { $pages ->
    [one] Seite
   *[other] Seiten
}.
button-export = Export #{ $game }
export-ready = Das Protokoll von Spiel { $game } (im Format, das `wizard-bot replay` prüft).
err-export-not-finished = Nur das Protokoll eines beendeten Spiels kann exportiert werden.
cmd-history = Deine beendeten Spiele (oder die eines anderen) auf diesem Server, mit Protokoll
opt-history-user = Wessen Spiele (deine, wenn leer)
opt-page = Seite
name-history = verlauf
name-page = seite
board-empty = Noch niemand hat ein Spiel beendet.
board-page = Seite { $page } von { $pages }
button-previous = Zurück
button-next = Weiter
stats-title = { $game }: ewige Statistik
stats-none = { $name } hat noch kein Spiel { $game } beendet.
stats-games = Spiele
stats-wins = Siege
stats-points = Punkte
stats-average = Schnitt
stats-best = Bestes
stats-bid-accuracy = Ansagen erfüllt
stats-xs = X
stats-jester-scores = Narrenwertungen

## Regeln in Kürze
rules-wizard-title = Wizard — die Regeln in Kürze
rules-wizard =
    60 Karten: vier Farben 1–13, vier Zauberer und vier Narren. In Runde 1 bekommt jeder eine Karte, in Runde 2 zwei, … bis die Karten aufgebraucht sind (60 ÷ Spieler Runden).
    • **Trumpf**: die nächste Karte wird aufgedeckt. Ein Narr heißt kein Trumpf; bei einem Zauberer wählt der Geber. In der letzten Runde gibt es keinen Trumpf.
    • **Ansagen**: links vom Geber beginnend sagt jeder, wie viele Stiche er macht.
    • **Stiche**: bediene die ausgespielte Farbe, wenn du kannst; Zauberer und Narren dürfen immer gespielt werden. Der erste Zauberer gewinnt den Stich, sonst der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe. Narren verlieren, außer es liegen nur Narren (dann gewinnt der erste). Wird ein Zauberer ausgespielt, darf alles folgen; wird ein Narr ausgespielt, bestimmt die nächste Farbkarte die Farbe.
    • **Wertung**: Ansage genau erfüllt: 20 + 10 je Stich. Sonst −10 je Stich Abweichung. Wer nach der letzten Runde die meisten Punkte hat, gewinnt.
rules-variants-title = Varianten
rules-variants = Plus/Minus Eins: die Ansagen dürfen nicht die Zahl der Stiche ergeben. Verdeckte Ansagen: alle sagen gleichzeitig an und decken gemeinsam auf. Geheime Ansagen: erst bei der Wertung aufgedeckt. Hellsehen: ansagen, während man die Karten der anderen sieht, aber nicht die eigenen. Einfarbig: 3–4 Spieler, jeder spielt eine Farbe 1–15.

## Wizard Würfelspiel: die öffentliche Tischnachricht
button-my-page = Mein Blatt
ping-turn-wizard = { $user }, du bist dran (Wizard #{ $game }).
ping-turn-dice = { $user }, du bist dran (Wizard Würfelspiel #{ $game }).
ping-turn-again-wizard = { $user }, du bist dran (Wizard #{ $game }). Öffne deine Karten neu: Discord aktualisiert offene nach 15 Minuten nicht mehr.
ping-turn-again-dice = { $user }, du bist dran (Wizard Würfelspiel #{ $game }). Öffne dein Blatt neu: Discord aktualisiert ein offenes nach 15 Minuten nicht mehr.
ping-take-dice = { $user }, der Seher wartet auf dich (Wizard Würfelspiel #{ $game }): nimm diesen Wurf oder warte auf den nächsten.
ping-take-again-dice = { $user }, der Seher wartet auf dich (Wizard Würfelspiel #{ $game }): nimm diesen Wurf oder warte auf den nächsten. Öffne dein Blatt neu: Discord aktualisiert ein offenes nach 15 Minuten nicht mehr.
button-pings-off = Nicht mehr erwähnen
button-pings-on = Wieder erwähnen
pings-off-done = Du wirst nicht mehr erwähnt, wenn du dran bist (auf keinem Server). Der Tisch zeigt weiter, wer dran ist.
pings-on-done = Du wirst erwähnt, wenn du dran bist und deine Hand nicht offen ist.
dice-title = Wizard Würfelspiel — Runde { $round }
dice-title-scored = Wizard Würfelspiel — Runde { $round } — vorbei
dice-seer = Seher: { $name }
dice-next-seer = Nächster Seher: { $name }
dice-magic = 🎴 Zauberkarte { $card }: **{ $name }** — { $rule }
dice-magic-short = 🎴 Zauberkarte { $card }: **{ $name }**
dice-wizard-colour = Wizardfarbe: { $colour }
dice-wizard-colour-default = Wizardfarbe: { $colour } (die Seherfarbe, wenn der Seher vor dem Wurf keine andere ansagt)
dice-wizard-colour-later = Wizardfarbe: der Seher sagt sie nach den Vorhersagen an.
dice-wizard-colour-all = Zauberer zählen in dieser Runde als jede Farbe.
dice-wizard-colour-none = Zauberer zählen in dieser Runde als keine Farbe.
dice-wizard-colour-option = Wizardfarbe: { $colour }
dice-wizard-colour-placeholder = Wizardfarbe ansagen
dice-dice = Würfel
dice-no-roll = Noch nicht gewürfelt.
dice-set-only = Zwei Würfel hat der Seher gelegt; die anderen folgen mit Wurf 2.
dice-roll = Wurf { $roll } von { $max }
dice-roll-last = Letzter Wurf: { $roll }
dice-thrown = In diesem Wurf geworfen: Würfel { $dice }; die anderen blieben liegen.
dice-counts = Es zählen je Farbe: { $counts }
dice-box = { $count }× { $colour }
dice-prediction-none = –
dice-prediction-passed = setzt diese Runde aus
dice-prediction-secret = geheim
dice-status-in = dabei
dice-status-waiting = sagt noch vorher
dice-status-passed = kein Feld frei
dice-wrote = Wurf { $roll } → { $mark }
dice-wrote-jester = Wurf { $roll } → Narrenwertung ×{ $jesters }, { $mark }
dice-crossed-out = {" "}· gestrichen: { $cell }
dice-player-line = { $name } — { $prediction } · { $status } · { $xs }/{ $target } X · { $points } Punkte
dice-player-line-in = { $name } — { $prediction } · { $xs }/{ $target } X · { $points } Punkte
dice-player-scored = { $name } — { $prediction } · { $status }
dice-act-set = { $name }: du bist Seher — lege zwei Würfel auf **Mein Blatt** (Zauberkarte 4).
dice-act-predict = { $names }: deine Vorhersage, bitte — öffne **Mein Blatt**.
dice-act-predict-all = Alle sagen jetzt geheim vorher: { $names } — öffnet **Mein Blatt**. Die Vorhersagen erscheinen, wenn alle abgegeben sind.
dice-act-roll = { $name }: du bist Seher — würfle auf **Mein Blatt**.
dice-act-after-roll = { $name }: würfle noch einmal oder hör auf, auf **Mein Blatt**. { $others }: nehmt diesen Wurf oder wartet auf den nächsten.
dice-act-after-roll-alone = { $name }: würfle noch einmal oder hör auf, auf **Mein Blatt**.
dice-act-others-take = Warten auf { $name }. { $others }: nehmt diesen Wurf oder wartet auf den nächsten.
dice-act-score = { $names }: du darfst eine Narrenwertung nehmen — wähle auf **Mein Blatt**.
dice-set-placeholder = Zwei Würfel legen auf …
dice-die-option = Würfel { $die }: { $face }
dice-reroll-placeholder = Würfel neu werfen für Wurf { $roll } von { $max } (mindestens { $min }) …
dice-button-roll = Würfeln
dice-button-roll-these = Würfel { $dice } werfen
dice-button-stop = Aufhören — alle werten diesen Wurf
dice-button-take = Diesen Wurf nehmen
dice-button-stay = Weiter dabei

## Wizard Würfelspiel: das eigene Blatt der Vorhersage
dice-page-title = Dein Blatt der Vorhersage — Runde { $round }
dice-page-grid = Dein Blatt
dice-page-totals = { $xs } von { $target } X · { $points } Punkte · { $jesters } { $jesters ->
    [one] Narrenwertung
   *[other] Narrenwertungen
}
dice-page-predict-turn = Deine Vorhersage: wähle ein Feld (eine Anzahl Würfel und eine Farbe).
dice-page-cross-out-note = Zauberkarte 7: du darfst zusätzlich ein benutztes Feld der vorhergesagten Farbe streichen.
dice-page-taken = In dieser Runde schon vorhergesagt: { $boxes }.
dice-page-score-turn = Die Runde ist vorbei: wähle, was du einträgst.
dice-page-set-turn = Du bist Seher: lege unten zwei Würfel.
dice-page-seer-turn = Du bist Seher: wähle die Würfel zum Werfen und würfle — oder hör auf.
dice-page-may-take = Nimm diesen Wurf jetzt oder warte auf den nächsten.
dice-page-predicted = Deine Vorhersage: { $cell }.
dice-page-wrote = Diese Runde eingetragen: { $status }.
dice-page-jesters = Narrenfelder
dice-box-crossed = { $mark } (gestrichen)
dice-page-counted = Mit diesen Würfeln zählen { $counted } für { $colour }.
dice-page-would-write = Mit diesen Würfeln trägst du **{ $mark }** in { $cell } ein.
dice-page-or-jester = Oder eine Narrenwertung: X in dein Narrenfeld ×{ $jesters } und **{ $mark }** in dein vorhergesagtes Feld.
dice-write-button = { $mark } in { $count }× eintragen
dice-jester-button = Narrenwertung ×{ $jesters } ({ $mark } in { $count }×)
dice-stop-write-button = Stopp: alle werten · { $mark } in { $count }×
dice-stop-jester-button = Stopp: Narrenwertung ×{ $jesters } · { $mark } in { $count }×
dice-choose-score = Du darfst eine Narrenwertung nehmen: wähle, was du einträgst.
dice-cross-out-ask = Du sagst { $cell } vorher. Zauberkarte 7: streiche eines deiner benutzten Felder in { $colour } (es zählt 0) oder keines.
dice-cross-out-button = { $count }× streichen ({ $mark })
dice-cross-out-none = Nichts streichen
dice-took-roll = Du hast diesen Wurf genommen: { $status }.
dice-left = Du bist aus dieser Runde ausgestiegen.
dice-staying = Du bleibst für den nächsten Wurf dabei.

## Zauberkarten
magic-1-name = Alle Farben, doppelt
magic-1-rule = Zauberer zählen als alle vier Farben. Genaue Vorhersagen bringen zwei X; daneben zählt die doppelte Abweichung.
magic-2-name = Narren bleiben, doppelt
magic-2-rule = Geworfene Narren dürfen nicht neu geworfen werden. Genaue Vorhersagen bringen zwei X; daneben zählt die doppelte Abweichung.
magic-3-name = Früher Wurf
magic-3-rule = Der Seher würfelt vor den Vorhersagen. Wurf 2 wirft mindestens drei Würfel neu; nach Wurf 1 darf niemand aussteigen.
magic-4-name = Zwei legen
magic-4-rule = Statt Wurf 1 legt der Seher zwei Würfel auf beliebige Seiten; Wurf 2 wirft die anderen fünf. Vor Wurf 2 darf niemand aussteigen.
magic-5-name = Extrawürfel
magic-5-rule = Jede Farbe zählt einen Würfel mehr, als geworfen wurde.
magic-6-name = Narren helfen
magic-6-rule = Jeder zählt die geworfenen Narren zu seiner vorhergesagten Farbe.
magic-7-name = Streichen
magic-7-rule = Mit deiner Vorhersage darfst du ein benutztes Feld ihrer Farbe streichen; es zählt 0.
magic-8-name = Viele Würfe
magic-8-rule = Der Seher darf so oft würfeln, wie seine Vorhersage angibt. Zauberer zählen als keine Farbe.
magic-9-name = Narrenspalte
magic-9-rule = Eine Narrenwertung, deren Narrenzahl deiner vorhergesagten Zahl entspricht, bringt ein X statt einer 0 in dein Feld.
magic-10-name = Geheime Vorhersagen
magic-10-rule = Nach dem Seher sagen alle gleichzeitig geheim vorher; sie dürfen einander gleichen, aber nicht dem Seher.

## Fehler
err-no-such-table = Diesen Tisch gibt es nicht mehr.
err-channel-busy = In diesem Kanal ist schon ein Tisch offen (Spiel { $game }). Beendet oder brecht ihn erst ab.
err-turn-tables-full = Du hast schon 30 rundenbasierte Tische offen (Spiele, an denen du sitzt, und Lobbys, die du geöffnet hast). Beende oder verlasse erst einen: `/turns` zeigt sie.
err-daily-tried = Du hattest deinen Versuch an der heutigen Herausforderung schon. Eine neue beginnt um Mitternacht UTC.
err-no-daily = Dieser Bot bietet keine tägliche Herausforderung an.
err-not-seated = Du spielst an diesem Tisch nicht mit.
err-already-seated = Du hast an diesem Tisch schon einen Platz.
err-full = Der Tisch ist voll.
err-not-host = Nur der Gastgeber kann das.
err-not-host-or-manager = Nur der Gastgeber oder ein Mitglied mit „Server verwalten“ kann das.
err-not-enough = Zum Start braucht es mindestens { $need } Spieler.
err-already-started = Das Spiel hat schon begonnen.
err-not-started = Das Spiel hat noch nicht begonnen.
err-game-over = Dieses Spiel ist vorbei.
err-cancelled = Dieser Tisch wurde abgebrochen.
hand-moved = Diese Ansicht wurde weiter unten neu geöffnet; nutze die neueste.
err-out-of-date = Dieser Knopf war veraltet — es ist nichts passiert. Hier ist der aktuelle Stand.
err-not-your-turn = Du bist nicht dran.
err-options-incompatible = { $a } und { $b } lassen sich nicht kombinieren.
err-options-one-colour = Einfarbig wird zu dritt oder zu viert gespielt, nicht zu { $players }.
err-options-players = Wizard wird zu 3 bis 6 Spielern gespielt, nicht zu { $players }.
err-options-dice-players = Wizard Würfelspiel wird zu 2 bis 5 Spielern gespielt, nicht zu { $players }.
err-options-x-target = Es sind 9 Xe zu füllen, im Expertenspiel 12.
err-storage = Das Spiel kann gerade nicht gespeichert werden – es ging nichts verloren. Bitte versuche es gleich noch einmal.
err-internal = Bei uns ist etwas schiefgegangen – es ging nichts verloren. Bitte versuche es gleich noch einmal.
err-unknown-button = Dieser Knopf gehört zu keinem Spiel, das ich kenne.
err-unknown-command = Diesen Befehl kenne ich nicht. Discord zeigt vielleicht noch eine alte Befehlsliste: versuche es in einer Minute noch einmal.
err-old-button = Dieser Knopf stammt aus einer anderen Version des Bots und funktioniert nicht mehr. Nimm die neueste Nachricht des Spiels.
err-guild-only = Tische gibt es auf einem Server; hier kannst du `/tagesspiel` spielen.
err-game-wrong = Dieser Knopf gehört zum anderen Spiel.
err-already-bid = Du hast in dieser Runde schon angesagt.
err-bid-range = Ansagen gehen von 0 bis { $max }.
err-forbidden-bid = Du darfst nicht { $bid } ansagen: die Ansagen ergäben die { $tricks } Stiche dieser Runde (Plus/Minus Eins).
err-card-not-in-hand = Diese Karte ist nicht mehr auf deiner Hand.
err-must-follow = Du musst bedienen: spiele { $suit }, wenn du kannst (oder einen Zauberer oder Narren).
err-trump-due = Der Geber muss zuerst Trumpf wählen.
err-not-bidding = Die Ansagen sind vorbei.
err-not-playing = Gerade werden keine Karten gespielt.
err-no-trump-choice = Jetzt ist kein Trumpf zu wählen.
err-rules = Dieser Zug ist jetzt nicht erlaubt.
dice-err-not-seer = Das kann nur der Seher.
dice-err-not-predicting = Gerade wird nicht vorhergesagt.
dice-err-already-predicted = Du hast in dieser Runde schon vorhergesagt.
dice-err-bad-count = Eine Vorhersage ist 1 bis 5 Würfel.
dice-err-box-used = { $cell } ist auf deinem Blatt schon benutzt.
dice-err-taken = { $cell } hat in dieser Runde schon ein anderer Spieler vorhergesagt.
dice-err-cross-out-card = Streichen ist nur mit Zauberkarte 7 erlaubt.
dice-err-cross-out-colour = Du darfst nur ein Feld in { $colour } streichen, der Farbe deiner Vorhersage.
dice-err-cross-out-empty = { $cell } ist leer: nur benutzte Felder können gestrichen werden.
dice-err-cross-out-again = { $cell } ist schon gestrichen.
dice-err-no-wizard-colour = Diese Zauberkarte legt die Zauberer fest; es gibt keine Wizardfarbe anzusagen.
dice-err-wizard-colour-late = Die Wizardfarbe wird nach den Vorhersagen und vor dem ersten Wurf angesagt.
dice-err-set-not-due = Würfel werden nur mit Zauberkarte 4 vor den Vorhersagen gelegt.
dice-err-set-same = Lege zwei verschiedene Würfel.
dice-err-roll-not-due = Jetzt kann nicht gewürfelt werden.
dice-err-no-rolls = Es sind keine Würfe mehr übrig: hör auf, um zu werten.
dice-err-empty-roll = Wähle mindestens einen Würfel zum Neuwerfen.
dice-err-must-throw = Dieser Wurf muss genau die Würfel { $dice } werfen.
dice-err-jester-reroll = Narren dürfen in dieser Runde nicht neu geworfen werden (Zauberkarte 2).
dice-err-too-few = Wurf 2 muss mindestens drei Würfel neu werfen (Zauberkarte 3).
dice-err-leave-not-allowed = Nach diesem Wurf darf niemand aussteigen.
dice-err-stale-roll = Der Seher hat schon neu gewürfelt: Wurf { $roll } ist weg (jetzt Wurf { $current }). Es ist nichts passiert.
dice-err-round-over = Runde { $round } ist vorbei; der Knopf gehörte zu ihr. Es ist nichts passiert.
dice-err-not-in-round = Du bist in dieser Runde nicht mehr dabei.
dice-err-seer-stops = Du bist Seher: hör auf, um mit diesem Wurf zu werten.
dice-err-score-not-due = Du hast gerade nichts einzutragen.
dice-err-no-jester = Mit diesen Würfeln steht dir keine Narrenwertung offen.

## Namen der Slash-Befehle, wie man sie tippt
name-wizard = zauberer
name-dice = würfel
name-new = neu
name-leave = verlassen
name-cancel = abbrechen
name-leaderboard = rangliste
name-stats = statistik
name-rules = regeln
name-plus_minus_one = plus_minus_eins
name-covered_bids = verdeckte_ansagen
name-secret_bids = geheime_ansagen
name-clairvoyance = hellsehen
name-one_colour = einfarbig
name-turn_time = zugzeit
name-magic_cards = zauberkarten
name-experts = profis
name-game = spiel
name-scope = bereich
name-sort = sortierung
name-user = spieler

## Slash-Befehle (Beschreibungen)
cmd-wizard = Spiele Wizard, das Kartenspiel
cmd-wizard-new = Öffne in diesem Kanal einen Tisch für Wizard
cmd-leave = Verlasse dein Spiel: ein Computer übernimmt deinen Platz
cmd-cancel = Brich den Tisch in diesem Kanal ab (Gastgeber oder „Server verwalten“)
cmd-leaderboard = Die besten Spieler dieses Servers oder aller Server
cmd-stats = Die ewige Statistik eines Spielers
cmd-settings = Servereinstellungen (Server verwalten)
opt-language = Die Sprache der Tische dieses Servers
choice-language-host = Jeder Tisch die seines Gastgebers
language-en = English
language-de = Deutsch
language-fr = Français
language-nl = Nederlands
settings-language-set = Die Tische dieses Servers sprechen jetzt { $language }.
settings-language-host = Jeder neue Tisch spricht jetzt die Sprache seines Gastgebers.
err-not-manager = Nur Mitglieder mit „Server verwalten“ können die Einstellungen des Servers ändern.
opt-threads = Ob neue Spiele einen Thread für ihren Tisch öffnen
name-threads = threads
opt-pings = Ob Spielende erwähnt werden, wenn sie dran sind (jede und jeder kann selbst wählen)
name-pings = pings
opt-cancel-by = Wer Spiele abbrechen darf (Mitglieder mit „Server verwalten“ dürfen es immer)
name-cancel_by = abbruch_durch
choice-cancel-host = Der Gastgeber
choice-cancel-managers = Nur Mitglieder mit „Server verwalten“
choice-cancel-players = Jeder am Tisch
settings-wizard-plain = Neue Kartenspiele beginnen ohne Varianten.
settings-wizard-defaults = Neue Kartenspiele beginnen mit: { $variants }.
settings-dice-plain = Neue Würfelspiele beginnen ohne Zauberkarten, gespielt bis 9 X.
settings-dice-defaults = Neue Würfelspiele beginnen mit: { $options }.
settings-threads-on = Neue Spiele öffnen einen Thread für ihren Tisch (wenn der Bot darf).
settings-threads-off = Neue Spiele laufen im Kanal, in dem sie begonnen wurden, ohne Thread.
settings-pings-on = Wer dran ist, wird erwähnt, wenn der Zug ein paar Sekunden wartet (jede und jeder kann das an der Erwähnung abschalten).
settings-pings-off = Niemand wird erwähnt, wenn er dran ist, außer er hat es an einer Erwähnung gewünscht.
settings-cancel-host = Der Gastgeber oder ein Mitglied mit „Server verwalten“ kann ein Spiel abbrechen.
settings-cancel-managers = Nur Mitglieder mit „Server verwalten“ können Spiele abbrechen.
settings-cancel-players = Jeder am Tisch oder ein Mitglied mit „Server verwalten“ kann das Spiel abbrechen.
err-cancel-managers = Auf diesem Server können nur Mitglieder mit „Server verwalten“ Spiele abbrechen.
err-cancel-players = Nur wer an diesem Tisch sitzt oder „Server verwalten“ hat, kann das Spiel abbrechen.
opt-hint-games = Ob Spiele mit Vorschlägen für die Wertung zählen
name-hint_games = vorschlagsspiele
choice-hint-games-rated = Gewertet wie jedes Spiel
choice-hint-games-unrated = Nicht gewertet
settings-hint-games-rated = Spiele mit Vorschlägen werden gewertet wie alle anderen.
settings-hint-games-unrated = Spiele mit Vorschlägen werden nicht gewertet (der Gastgeber kann Vorschläge bei /zauberer neu ausschalten).
cmd-rules = Die Regeln in Kürze
opt-game = Welches Spiel
opt-turn-time = Sekunden je Entscheidung (Standard 120 bei Wizard, 90 beim Würfelspiel)
opt-clairvoyance = Hellsehen: ansagen mit Blick auf die Karten der anderen, nicht die eigenen
choice-clairvoyance-off = Aus
choice-clairvoyance-first = Erste Runde
choice-clairvoyance-every = Jede Runde
opt-scope = Dieser Server oder alle Server
opt-sort = Sortieren nach
choice-sort-wins = Siegen
choice-sort-points = Punkten
choice-sort-average = Punkteschnitt
opt-user = Wessen Statistik (deine, wenn leer)
cmd-dice = Spiele das Wizard Würfelspiel
cmd-dice-new = Öffne in diesem Kanal einen Tisch für das Wizard Würfelspiel
opt-magic-cards = Mit den zehn Zauberkarten spielen (jede Runde ändert eine die Regeln)
opt-experts = Für Profis: bis 12 X statt 9
rules-dice-title = Wizard Würfelspiel — die Regeln in Kürze
rules-dice =
    Sieben Würfel mit je sechs Seiten: Menschen (blau), Elfen (grün), Zwerge (rot), Riesen (gelb), ein Zauberer und ein Narr. Jeder hat ein Blatt der Vorhersage: eine Zeile je Farbe mit Feldern 1–5 und eine Narrenzeile ×1–×5. Ein beschriebenes Feld bleibt benutzt.
    • **Vorhersage**: zuerst der Seher, dann im Uhrzeigersinn wählt jeder ein freies Feld seines Blattes (Anzahl und Farbe), anders als die Vorhersagen der anderen in dieser Runde.
    • **Wizardfarbe**: der Seher sagt eine Farbe an (sonst gilt seine eigene); geworfene Zauberer zählen als diese Farbe.
    • **Würfeln**: der Seher wirft alle sieben Würfel und darf danach zweimal beliebige davon neu werfen. Nach jedem Wurf darf jeder, der noch dabei ist, ihn nehmen und aussteigen; hört der Seher auf (oder nach Wurf 3), werten alle Übrigen mit diesem Wurf.
    • **Wertung**: genau getroffen → X in dein Feld (zählt seine Spalte); sonst trägst du die Abweichung ein (Minuspunkte). Zeigen 1–5 Narren, darfst du stattdessen das Narrenfeld dieser Zahl ankreuzen und 0 eintragen.
    • **Nächster Seher**: die höchste Vorhersage in einer anderen Farbe als der des Sehers (bei Gleichstand die erste).
    • **Ende**: nach der Runde, in der jemand 9 X erreicht (12 für Profis); dafür gibt es 3 Bonuspunkte. Die meisten Punkte gewinnen; bei Gleichstand weniger Narrenwertungen.

## Bilder (#14): Wörter in den Bildern
picture-wizard-mark = Z
picture-jester-mark = N
picture-points = { $points } Pkt.
picture-bids = Ansagen
picture-dealer-mark = G
picture-trump = Trumpf
picture-no-trump = Kein Trumpf
picture-led-short = Farbe
picture-dice-round = Runde { $round }
picture-dice-roll = Runde { $round } · Wurf { $roll } von { $rolls }
picture-kept = behalten
picture-wizard-colour = Wizardfarbe:
picture-wizard-colour-all = jede Farbe
picture-wizard-colour-none = keine Farbe
picture-page = Blatt der Vorhersage
picture-jester-row = Narren
picture-page-total = X { $xs } von { $target } · { $points } Punkte
picture-chart = Punkte nach jeder Runde
picture-chart-rounds = Runde
picture-player = Spieler { $seat }

# Die Herausforderung des Tages (#33)
cmd-daily = Die Herausforderung des Tages: für alle dieselben Karten, du gegen drei Computer (Schwer)
opt-daily-board = Statt zu spielen die heutige Rangliste zeigen
name-daily = tagesspiel
name-board = rangliste
daily-title = { $game } – Tagesspiel Nr. { $number }
daily-about-wizard = du gegen { $computers } Computer (Schwer), { $rounds } Runden, heute für alle dieselben Karten
daily-about-dice = du gegen { $computers } Computer (Schwer), heute für alle dieselben Würfel
daily-closes = endet { $closes }
daily-round-scored = Runde { $round }: { $bid } angesagt, { $tricks } gemacht: { $score } ({ $points } insgesamt).
daily-last-trick = Letzter Stich: { $name } mit { $card }.
daily-figures-wizard = { $points } Punkte · { $made }/{ $rounds } Ansagen erfüllt
daily-figures-dice = { $points } Punkte · { $made }/{ $rounds } Runden mit X
daily-result-title = { $title } — dein Ergebnis
daily-unfinished-title = { $title } — nicht beendet
daily-unfinished = Der Tag endete in Runde { $round } deines Versuchs: den Rest spielte der Autopilot, und sein Spiel ist nicht dein Ergebnis.
daily-unfinished-own = Deine eigenen Runden: { $figures }
daily-unfinished-rule = Es zählt nur ein zu Ende gespielter Versuch: ein nicht beendeter steht auf keiner Bestenliste, hält keine Serie und wird nicht gewertet.
daily-closed-notice = Der Tag ist vorbei: den Rest deines Versuchs spielte der Autopilot.
err-daily-share-closed = Dieses Tagesspiel ist vorbei: teilen lässt sich nur ein Ergebnis von heute.
daily-standings = Der Tisch
daily-next = **Teilen** zeigt dein Ergebnis in diesem Kanal: keine Karte, kein Würfel. Das nächste Tagesspiel beginnt um Mitternacht UTC.
daily-next-closed = Dieses Tagesspiel ist vorbei: **Wiederholung** zeigt deinen Versuch Schritt für Schritt mit allen Karten offen, **Analysieren** zeigt, wo deine Punkte geblieben sind.
daily-next-closed-dice = Dieses Tagesspiel ist vorbei: **Wiederholung** zeigt deinen Versuch Wurf für Wurf, **Analysieren** zeigt, wo deine Punkte geblieben sind.
daily-button-share = Teilen
daily-button-board = Heutige Rangliste
daily-button-board-closed = Rangliste des Tages
daily-button-day-before = Nr. { $day }
daily-button-day-after = Nr. { $day }
daily-button-mine = Mein Versuch
err-daily-not-played = Das Tagesspiel dieses Tages hast du nicht gespielt.
daily-board-title = { $title } — { $range }, { $scope }
daily-board-day = heute
daily-board-final = Endstand
daily-board-week = die Woche Nr. { $from }–{ $to }
daily-board-line-wizard = { $rank }. { $name } — **{ $points }** Punkte · { $made }/{ $rounds } Ansagen erfüllt
daily-board-line-dice = { $rank }. { $name } — **{ $points }** Punkte · { $made } X
daily-board-tries = {" "}· { $tries } { $tries ->
    [one] Tag
   *[other] Tage
}
daily-board-empty = Noch hat niemand dieses Tagesspiel beendet. Sei die erste Person: `/tagesspiel`
daily-button-day = Heute
daily-button-week = Diese Woche
daily-resumed = Willkommen zurück: Dein Versuch geht weiter, wo du aufgehört hast.
err-daily-share = Nur wer einen beendeten Versuch gespielt hat, kann ihn teilen.
err-daily-export-later = Das Protokoll eines Tagesspiels kann exportiert werden, sobald sein Tag vorbei ist (Mitternacht UTC).
daily-button-result = Mein Ergebnis
daily-button-server = Dieser Server
daily-button-everyone = Alle Server

# Wiederholungen (#34)
replay-heading = **Wiederholung von Spiel { $game }** · Schritt { $step } von { $steps } · { $eyes }
replay-face-up = alle Karten offen
replay-all-shown-dice = alle Vorhersagen offen
replay-as-seat = wie { $name } es sah
replay-hands = Karten
replay-hand = { $name } — Ansage { $bid }: { $cards }
replay-trick-back = ‹ Stich
replay-trick-on = Stich ›
replay-roll-back = ‹ Wurf
replay-roll-on = Wurf ›
replay-round-back = « Runde
replay-round-on = Runde »
replay-see-all = Alles, offen
replay-see-seat = Wie { $name } es sah
button-replay = Wiederholung
button-replay-game = Wiederholung { $game }
err-replay-not-finished = Nur ein beendetes Spiel kann wiederholt werden.
err-analyse-not-finished = Nur ein beendetes Spiel kann ausgewertet werden.
err-busy = Gerade werden viele Auswertungen berechnet. Bitte versuche es in ein paar Minuten noch einmal.
err-stopping = Der Bot startet gerade neu; es wurde nichts geändert. Bitte versuche es in ein paar Sekunden noch einmal.
analysis-title = Wo die Punkte blieben — Spiel { $game }
analysis-about = Jede Ansage und jede Karte neben der des Computers (Schwer), aus derselben Hand im selben Moment über viele mögliche Verteilungen gewogen: erwartete Punkte, nicht was geschah.
analysis-left = { $name }: etwa { $points } Punkte liegen gelassen
analysis-round = Runde { $round }: Ansage { $bid } — Schwer sagt { $hard } an und erwartet +{ $more } mehr.
analysis-as-good = Jede Ansage und jede Karte war so gut wie die von Schwer.
analysis-about-dice = Jede Vorhersage neben der des Computers (Schwer), vom selben Blatt im selben Moment, so bewertet wie Schwer bewertet (die erwarteten Punkte dieser Runde, weniger ein Teil dessen, was das Feld später wert ist, plus Seher werden): erwartete Punkte, nicht was geschah.
analysis-split = (Ansagen { $bids }, Karten { $cards })
analysis-card = Runde { $round }, Stich { $trick }: { $card } gespielt — Schwer spielt { $hard } und erwartet +{ $more } mehr.
analysis-predict = Runde { $round }: { $made } vorhergesagt — Schwer sagt { $hard } vorher, +{ $more } mehr wert.
analysis-as-good-dice = Jede Vorhersage war so gut wie die von Schwer.
button-analyse = Analysieren
button-analyse-game = Analyse { $game }

## Spieleabende (/event)
name-event = abend
cmd-event = Spieleabende: mehrere Tische, eine Tabelle
cmd-event-new = Einen Spieleabend planen: Anmeldung, Tische nach jeder Runde nach Tabelle neu gesetzt
opt-night-name = Name des Abends (Standard: Spieleabend)
name-name = name
opt-start-in = Minuten bis zum Beginn (0: wenn du „Jetzt starten“ drückst)
name-start_in = beginn_in
opt-night-rounds = Spiele pro Person (1–5, Standard 2)
name-rounds = runden
opt-table-size = Plätze pro Tisch (Standard 4)
name-table_size = tischgröße
opt-rank = Wertung nach Platzierungspunkten (Standard) oder nach Punkten
name-rank = wertung
choice-rank-places = Platzierungspunkte
choice-rank-points = Punkte
opt-rated = Ob die Spiele für die Wertungszahl zählen (Standard: ja)
name-rated = gewertet
opt-fill = Übrige Plätze: Computer (Standard) oder kleinere Tische
name-fill = auffüllen
choice-fill-computers = Computer
choice-fill-smaller = Kleinere Tische
opt-events-by = Wer Spieleabende planen darf (Mitglieder mit „Server verwalten“ immer)
name-events_by = abende_durch
choice-events-managers = Mitglieder mit „Events verwalten“
choice-events-anyone = Alle
settings-events-managers = Mitglieder mit „Events verwalten“ oder „Server verwalten“ können Spieleabende planen.
settings-events-anyone = Alle können einen Spieleabend planen.
err-events-managers = Auf diesem Server können nur Mitglieder mit „Events verwalten“ oder „Server verwalten“ Spieleabende planen.
err-night-organiser = Das kann nur, wer den Abend plant (oder ein Mitglied mit „Server verwalten“).
err-night-closed = Die Anmeldung für diesen Spieleabend ist geschlossen.
err-night-nobody = Noch hat sich niemand angemeldet.
err-night-rounds = Ein Spieleabend hat 1 bis 5 Runden.
err-night-size = Diese Tischgröße passt nicht zum Spiel: Wizard hat 3 bis 6 Plätze (Einfarbig: 3 oder 4), das Würfelspiel 2 bis 5.
err-night-start = Ein Spieleabend beginnt innerhalb einer Woche (0 bis 10080 Minuten).
err-night-export = Die Ergebnisse kann nur exportieren, wer den Abend plant (oder ein Mitglied mit „Server verwalten“).
night-default-name = Spieleabend
night-start-by-organiser = wenn der Organisator **Jetzt starten** drückt
night-rank-places = gewertet nach Platzierungspunkten
night-rank-points = gewertet nach der Summe der Punkte
night-fill-computers = übrige Plätze bekommen Computer
night-fill-smaller = übrige Plätze ergeben kleinere Tische
night-rated = zählt für die Wertungszahl
night-unrated = zählt nicht für die Wertungszahl
night-terms = { $game } · je { $rounds } { $rounds ->
    [one] Spiel
   *[other] Spiele
} · Tische zu { $size } ({ $fill }) · { $rank } · { $rated }
night-nobody-yet = Noch niemand — drück **Mitmachen**.
night-starts = Beginn { $when }.
night-under-way = Läuft: Runde { $round } von { $rounds }.
night-over = Dieser Spieleabend ist vorbei.
night-cancelled = Dieser Spieleabend wurde abgesagt.
night-signed-up = Angemeldet: { $count }
night-footer = Spieleabend { $night }
night-organised = Geplant von <@{ $organiser }>
night-organiser-plays-if-joined = {" "}(spielt nur mit, wer **Mitmachen** drückt)
night-line-unranked = • { $name }
night-join = Mitmachen
night-leave = Abmelden
night-start-now = Jetzt starten
night-cancel = Absagen
night-table-computers = { " " }+ { $count ->
    [one] ein Computer
   *[other] { $count } Computer
}
night-table-call = **{ $name }** · Runde { $round } von { $rounds } · Tisch { $table }: { $players } — euer Tisch ist im Thread unten.
night-thread-name = { $name } · Runde { $round } · Tisch { $table }
night-standings = { $name } — Tabelle nach { $round } von { $rounds } Runden
night-standings-start = { $name } — Runde 1 von { $rounds } läuft
night-final-standings = { $name } — Endstand
night-line-places = { $rank } { $name } — **{ $score }** · { $points } Punkte
night-line-points = { $rank } { $name } — **{ $points }** Punkte · { $score }
night-playing = Es spielen noch: { $tables }
night-ties-places = Platzierungspunkte: +1 für jede Person hinter dir am Tisch, −1 für jede vor dir. Bei Gleichstand: das stärkere Feld (der Schnitt deiner Gegner), mehr Punkte, mehr Siege, frühere Anmeldung.
night-ties-points = Meiste Punkte zuerst. Bei Gleichstand: mehr Platzierungspunkte (+1 für jede Person hinter dir am Tisch, −1 für jede vor dir), das stärkere Feld (der Schnitt deiner Gegner), mehr Siege, frühere Anmeldung.
night-export = Ergebnisse (CSV)
night-export-ready = Die Ergebnisse von Spieleabend { $night }.
night-won = 🏆 **{ $name }** ist vorbei. Gewonnen hat { $winner }! Der Endstand steht oben.
night-scheduled = Ein Spieleabend mit { $game }: Anmeldung mit „Mitmachen“ an seiner Nachricht.
opt-format = Schweizer Runden oder Meisterschaft: Qualifikationsrunden, dann K.-o.-Tische
name-format = format
choice-format-swiss = Schweizer System (nach Tabelle neu gesetzt)
choice-format-championship = Meisterschaft (danach K.-o.-Tische)
err-night-late = Zu spät zum Anmelden: mehr als die Hälfte der Runden dieses Spieleabends hat begonnen.
night-terms-championship = {" "}· danach K.-o.-Tische (nur die Sieger jedes Tisches kommen weiter) bis zu einem Finaltisch
night-stage-knockout = K.-o.-Runde { $k }
night-stage-final = Finaltisch
night-under-way-stage = Läuft: { $stage }.
night-table-call-stage = **{ $name }** · { $stage } · Tisch { $table }: { $players } — nur die Siegerin oder der Sieger des Tisches kommt weiter; euer Tisch ist im Thread unten.
night-table-call-final = **{ $name }** · Finaltisch: { $players } — wer hier gewinnt, gewinnt den Abend; euer Tisch ist im Thread unten.
night-thread-name-stage = { $name } · { $stage } · Tisch { $table }
night-standings-stage = { $name } — { $stage } läuft
night-cancelled-standings = { $name } — abgesagt: die Tabelle, wie sie stand
night-line-byes = {" "}· { $byes ->
    [one] ein Freilos
   *[other] { $byes } Freilose
}
night-line-withdrawn = {" "}· abgemeldet
night-line-knockout = { $rank } { $name } — **{ $place }.** am Tisch · { $points } Punkte
night-line-playing = {" "}· spielt
night-line-left = {" "}· hat ein Spiel verlassen
night-over-no-champion = **{ $name }** ist vorbei. Niemand hat ein Spiel davon zu Ende gespielt, also gibt es keinen Sieger.
night-stage-qualifying = nur Qualifikationsrunden
night-late-open = Noch offen: Anmeldung bis Runde { $round } beginnt. Verpasste Runden zählen als Freilos (0 Platzierungspunkte und der Schnitt der Runde an Punkten).
night-late = Später dazugekommen: { $names }
night-withdrawn = Abgemeldet: { $names } — **Mitmachen** holt dich zurück, bevor die nächste Runde gesetzt wird.
night-ties-championship = Qualifikation: Platzierungspunkte (+1 für jede Person hinter dir am Tisch, −1 für jede vor dir); bei Gleichstand: das stärkere Feld, mehr Punkte, mehr Siege. K.-o.-Tische: nur die Bestplatzierten jedes Tisches kommen weiter; der Finaltisch entscheidet die ersten Plätze.
left-night-game = Dein Platz in diesem Spiel wird jetzt von einem Computer gespielt. Du bist weiter beim Spieleabend: Um dich von den nächsten Runden abzumelden, drücke **Abmelden** an seiner Anmeldung.

# The permissions the bot uses, and what for (discord/permissions.rs).
perm-for-view-channel = den Kanal sehen, in dem ein Tisch oder Spieleabend eröffnet wird
perm-for-send-messages = den Tisch, seine Runden und den Endstand posten
perm-for-embed-links = Tische, Ranglisten und Stände als Einbettungen zeigen
perm-for-attach-files = Tische, Würfel und Blätter als Bilder zeigen
perm-for-create-public-threads = jedem Spiel einen eigenen Thread geben
perm-for-send-messages-in-threads = in diesen Threads spielen
perm-for-create-events = Spieleabende in die Events des Servers eintragen
perm-off-embed-links = Tische sind hier reiner Text: Der Bot darf in diesem Kanal keine Links einbetten ({ $permission }).
perm-off-attach-files = Bilder sind hier aus: Der Bot darf in diesem Kanal keine Dateien anhängen ({ $permission }).
perm-off-create-events = Dieser Spieleabend steht nicht in den Events des Servers: Der Bot darf keine Events erstellen ({ $permission }).
perm-off-threads = Spiele laufen in diesem Kanal, nicht in eigenen Threads: Dem Bot fehlt hier { $permission }.
perm-off-night-threads = Die nächsten Tische warten: Jeder spielt in einem eigenen Thread, und dem Bot fehlt hier { $permission }. Sobald er darf, geht es mit einem Druck auf **Mitmachen** hier weiter.
perm-off-fix = Wer den Server verwaltet, kann es in den Berechtigungen des Kanals erlauben; /settings zeigt, was der Bot hier darf.
perm-off-fix-server = Wer den Server verwaltet, kann der Rolle des Bots diese Berechtigung geben (Servereinstellungen → Rollen); /settings zeigt, was der Bot hier darf.
perm-view-title = Was der Bot in diesem Kanal darf
perm-view-invite = Fehlt etwas? Wer den Server verwaltet, kann es in den Kanaleinstellungen (Berechtigungen) erlauben oder [den Bot erneut einladen]({ $link }), mit genau diesen Berechtigungen.
perm-off-night-post = Die nächsten Tische können nicht aufgerufen werden: Der Bot darf in diesem Kanal nichts posten ({ $permission }).
err-night-cannot-post = Ein Spieleabend ruft seine Tische in diesem Kanal auf und spielt jeden in einem eigenen Thread, und dem Bot fehlt hier { $permission }. Nimm einen anderen Kanal oder bitte jemanden, der den Server verwaltet, es zu erlauben.
perm-name-view-channel = Kanal ansehen
perm-name-send-messages = Nachrichten senden
perm-name-embed-links = Links einbetten
perm-name-attach-files = Dateien anhängen
perm-name-create-public-threads = Öffentliche Threads erstellen
perm-name-send-messages-in-threads = Nachrichten in Threads senden
perm-name-create-events = Events erstellen
err-cannot-post-here = Der Bot kann in diesem Kanal nichts posten, ein Tisch hier wäre also nie zu sehen. Nimm einen anderen Kanal oder bitte jemanden, der den Server verwaltet, dem Bot hier „Kanal ansehen“ und „Nachrichten senden“ zu geben.

# Das Tagesspiel als Gewohnheit (#53)
opt-daily-recap = Den Tagesrückblick um Mitternacht UTC in diesem Kanal posten (aus: kein Rückblick)
settings-recap-on = Der Tagesrückblick erscheint um Mitternacht UTC in { $channel }.
settings-recap-off = Es erscheint kein Tagesrückblick.
settings-recap-gone = ⚠️ Es erscheint kein Tagesrückblick: Sein Kanal ({ $channel }) wurde gelöscht, oder der Bot sieht ihn nicht mehr. Nutze `/settings daily_recap:True` in dem Kanal, in dem er erscheinen soll.
err-recap-permission = Der Bot kann den Rückblick in diesem Kanal nicht posten: Ihm fehlt hier { $permission }. Gib ihm das, oder nutze die Option in einem anderen Kanal.
daily-streak = 🔥 { $days } { $days ->
    [one] Tag
   *[other] Tage
} in Folge · Bestwert { $best }
daily-streak-days = { $days } { $days ->
    [one] Tag
   *[other] Tage
} in Folge
daily-hard-beaten = 🤖 Schwer auf deinem Platz: { $hard } · du warst { $by } besser
daily-hard-tied = 🤖 Schwer auf deinem Platz: { $hard } · Gleichstand
daily-hard-won = 🤖 Schwer auf deinem Platz: { $hard } · Schwer war { $by } besser
daily-hard-field = Schwer auf demselben Platz: { $points } · { $beat } von { $people } von euch waren besser
daily-button-rating = Wertung
daily-rating-title = { $game } — Tageswertung
daily-rating-line = { $rank }. { $name } — **{ $rating }** · { $days } { $days ->
    [one] Tag
   *[other] Tage
}
daily-rating-empty = Noch niemand ist gewertet: Ein Tag zählt, sobald er vorbei ist.
daily-rating-about = Jeder vergangene Tag vergleicht alle, die ihn gespielt haben (dieselben Karten); die Wertung zeigt μ − 3σ.
stats-daily-streak = Tagesserie
stats-daily-streak-value = 🔥 { $days } · Bestwert { $best }
stats-none-tables = { $name } hat noch kein { $game }-Spiel an einem Tisch beendet: Tagesspiele zählen für sich.
stats-daily-streak-over = gerade keine · Bestwert { $best }
list-and = { $first } und { $last }
recap-closed = **Tagesspiel Nr. { $number } ist vorbei.** Das heutige ist offen.
recap-day-winners = { $game }: { $who } { $count ->
    [one] gewinnt
   *[other] gewinnen gemeinsam
} mit **{ $points }** Punkten
recap-week-winners = Wochensieg { $range }, { $game }: { $who } mit **{ $points }** Punkten
recap-month-winners = Monatssieg { $range }, { $game }: { $who } mit **{ $points }** Punkten
recap-month-name = { $month ->
    [1] Januar { $year }
    [2] Februar { $year }
    [3] März { $year }
    [4] April { $year }
    [5] Mai { $year }
    [6] Juni { $year }
    [7] Juli { $year }
    [8] August { $year }
    [9] September { $year }
    [10] Oktober { $year }
    [11] November { $year }
   *[12] Dezember { $year }
}
recap-more = … und { $more } weitere
recap-streak-grew = 🔥 { $who }: { $days } Tage in Folge
recap-streak-broke = 💔 Die Serie von { $who } ist nach { $days } Tagen gerissen
recap-play = { $game } spielen

# What each picture shows, in words (its attachment's description).
alt-table = Runde { $round } von { $rounds }, Trumpf { $trump }. Punkte: { $scores }.
alt-trick = Auf dem Tisch: { $cards }.
alt-no-trump = keiner
alt-dice = Runde { $round }, Wurf { $roll }: { $faces }.
alt-page = Blatt der Vorhersage von { $name }: { $xs } X, { $points } Punkte. Felder: { $boxes }.
alt-chart = Punkte nach Runde { $round }: { $scores }.

# The table in a browser (#63)
web-you = Du
web-cannot-play = Diese Karte darfst du jetzt nicht spielen: bediene die ausgespielte Farbe.
web-open-table = Im Browser öffnen
web-seat-wizard = Ansage { $bid } · Stiche { $tricks } · { $points } Punkte
web-seat-dice = { $xs } X · { $points } Punkte
web-watch = Im Browser zuschauen
web-cross-out = { $cell } streichen
web-cross-out-ask = Zauberkarte 7: Streiche eines deiner benutzten Felder dieser Farbe (es zählt 0) – oder keines.
web-cross-out-back = ← Anderes Feld
web-dice-chosen = Tippe die Würfel an, die du behalten oder werfen willst.
web-trick-won = { $name } hat ihn gewonnen.
web-scores = Punkte
web-chart = Punkteverlauf
web-page = Dein Blatt der Vorhersage
web-set = Setzen
web-activity-outside = Öffne Wizard aus Discord (als Aktivität) oder den Link deines Tischs.
web-activity-signing-in = Du wirst bei Discord angemeldet …
web-activity-refused = Discord hat nicht bestätigt, wer du bist; öffne die Aktivität noch einmal.
web-activity-none = Hier gibt es noch keinen Tisch: starte einen mit /wizard new oder /dice new.
web-activity-choose = Du hast hier mehrere Tische: wähle einen.
web-activity-seat = Tisch { $game }: dein Platz
web-activity-watch = Tisch { $game }: zuschauen
web-link-malformed = Das ist kein Link zu einem Tisch.
web-link-forged = Dieser Link stammt nicht vom Bot oder wurde verändert.
web-link-expired = Dieser Link ist abgelaufen: öffne das Spiel in Discord für einen neuen.
web-game-ended = Dieses Spiel ist zu Ende.
web-game-gone = Dieses Spiel gibt es nicht.
web-unreachable = Der Tisch ist gerade nicht erreichbar; versuch es gleich noch einmal.
web-too-many-pages = Zu viele Seiten sind offen; versuch es gleich noch einmal.
web-too-many-moves = Zu viele Züge auf einmal: warte kurz.
web-not-a-move = Die Seite hat keinen gültigen Zug geschickt; lade sie neu.
web-no-picture = Dieses Bild gibt es nicht.
web-activity-busy = Gerade zu viele Anmeldungen; warte eine Minute und öffne die Aktivität erneut.
web-activity-elsewhere = Diese Activity läuft nicht dort, wo die Seite es angibt.
web-discord-unreachable = Discord ist gerade nicht erreichbar; versuche es gleich noch einmal.
web-not-a-sign-in = Die Seite hat keine gültige Anmeldung geschickt; öffne die Activity noch einmal.
web-not-sent = Dein Zug konnte nicht gesendet werden: prüf deine Verbindung und versuch es noch einmal.
web-held = Keine Verbindung: dein Zug geht raus, sobald der Tisch wieder da ist.
played-for-you = ⏱ Deine Zeit ist abgelaufen, der Computer hat für dich gespielt: { $moves }.
moved-bid = die Ansage { $bid }
moved-trump = { $suit } als Trumpf
moved-predict = die Vorhersage { $cell }
moved-pass = keine Vorhersage
moved-colour = { $colour } als Wizardfarbe
moved-roll = einen Wurf
moved-leave = den Wurf genommen
moved-stop = das Würfeln beendet
moved-score = den Wurf eingetragen
web-rounds = Runden
web-seer = Seher
web-back = Zurück zum Spiel in Discord
web-read-only = Das Spiel ist vorbei: diese Seite ändert sich nicht mehr.
web-end-points = { $points } Punkte
web-dealer = Geber
web-sheet = Spielblock
web-picked = Vorgemerkt: kommt, sobald du dran bist. Noch einmal tippen hebt es auf.
web-dropped = Was du vorgemerkt hast, geht jetzt nicht: wähle neu.
web-not-yet = Du bist noch nicht dran: tippe eine Karte, um sie vorzumerken.
web-sound = Ton und Vibration, wenn du dran bist
web-clock = Verbleibende Zeit
web-clock-until = bis { $when }
web-clock-stands = noch { $left }
web-clock-paused = ⏸ pausiert
web-clock-away = ✈ weg bis { $when }
web-clock-rests = 🌙 Ruhezeit bis { $when }
web-rematch-opened = Revanche in Discord eröffnet: dieselben Spieler, eine neue Lobby.
web-summary = Runde { $round } — angesagt / gemacht, Punkte
web-summary-seat = { $bid } / { $tricks }, { $points }
web-pace-short = noch { $n }
web-pace-made = ✓ erfüllt
web-pace-over = ▲ { $n } zu viel
web-not-over = Das Spiel ist noch nicht vorbei.
web-reconnecting = Verbindung wird wiederhergestellt …
web-watching = { $n } Zuschauer
activity-play = Hier in Discord spielen
err-activity-off = Dieser Bot bietet den Tisch nicht als Discord-Aktivität an.
cmd-launch = Wizard am Tisch spielen, in Discord

## Turn-based tables (#79)
err-not-turn-based = Dieser Tisch spielt nicht rundenbasiert: er hat keine Uhren zum Anhalten.
err-not-later = Das kann jetzt nicht vorgemerkt werden: nur deine nächste Ansage, Karte oder Vorhersage dieser Runde.
later-offer = ⏳ Du bist noch nicht dran: wähle deinen nächsten Zug schon jetzt, er wird gemacht, sobald du dran bist.
later-left = ⏳ Vorgemerkt: { $move }. Wird gemacht, sobald du dran bist, wenn es dann erlaubt ist.
later-dropped = ⚠️ Dein vorgemerkter Zug ({ $move }) war nicht erlaubt, als du dran warst. Wähle neu.
dice-seer-kept = ⏳ Vorgemerkt: es geschieht, sobald { $names } bei diesem Wurf ausgestiegen oder geblieben sind (hier entscheiden alle gleichzeitig über einen Wurf).
button-later-off = Zurücknehmen
option-turn-based = Rundenbasiert: { $hours } h je Zug (eine Uhr hält bis zu { $cap } h)
opt-pace = Live oder rundenbasiert: die Zeit, die jeder Zug der Uhr eines Spielers gibt
choice-pace-live = Live (Zugzeit in Sekunden)
choice-pace-1 = Rundenbasiert: 1 Stunde je Zug
choice-pace-12 = Rundenbasiert: 12 Stunden je Zug
choice-pace-24 = Rundenbasiert: ein Tag je Zug
choice-pace-72 = Rundenbasiert: 3 Tage je Zug
clock-paused = ⏸ Der Gastgeber hat die Uhren { $when } angehalten.
clock-running = **{ $name }** ⏱ { $when }
clock-left = { $name } { $left }
clock-hours = { $h } h { $m } min
clock-days = { $d } T { $h } h
turn-title = Du bist dran — { $name }, Spiel { $game }
turn-reminder-title = Erinnerung: du bist dran — { $name }, Spiel { $game }
turn-reminder = Ein Viertel deiner Zeit ist noch übrig.
turn-ran-out-title = Deine Zeit ist abgelaufen — { $name }, Spiel { $game }
turn-ran-out = Der Autopilot hat deinen Zug gespielt. Das ist { $n } von { $max } in Folge: bei { $max } spielt der Computer deinen Platz für immer.
turn-ran-out-played = Für dich gespielt: { $moves }.
turn-for-good = Deine Zeit ist zu oft in Folge abgelaufen: der Computer spielt deinen Platz jetzt für immer. Dein Ergebnis zählt dein eigenes Spiel bis jetzt.
turn-asked-trump = Wähle Trumpf für Runde { $round }.
turn-asked-bid = Sag deine Stiche für Runde { $round } an.
turn-asked-bid-covered = Sag deine Stiche für Runde { $round } an: alle sagen gleichzeitig an, die Ansagen zeigen sich, wenn alle da sind.
turn-asked-play = Spiel eine Karte in Runde { $round }.
turn-asked-dice = Deine Entscheidung in Runde { $round }.
turn-asked-take = Der Seher wartet auf dich in Runde { $round }: nimm diesen Wurf oder bleib drin.
turn-clock = Deine Zeit läuft { $when } ab ({ $at }).
turn-where = Spiel: { $place }
turn-go = Zum Spiel
button-turns-list = Alle meine Züge
button-way-mention = Erwähne mich lieber im Spiel
button-way-dm = Schick mir eine DM
button-way-off = Keine Zug-Nachrichten
button-turns-again = Aktualisieren
cmd-turns = Jeder rundenbasierte Tisch, der auf dich wartet, auf jedem Server
turns-title = Deine rundenbasierten Tische
turns-for-you = Warten auf dich ({ $n })
turns-none-for-you = Nichts wartet auf dich.
turns-for-others = Warten auf andere ({ $n })
turns-none-for-others = Keine.
turns-line = { $name } · Spiel { $game } · { $place }
turns-yours = deine Zeit läuft { $when } ab
turns-theirs = wartet auf { $names } seit { $when }
turns-moving = geht weiter
turns-paused = ⏸ vom Gastgeber angehalten
turns-way-dm = Deine Züge erreichen dich per DM.
turns-way-mention = Deine Züge erreichen dich als Erwähnung im Spiel.
turns-way-off = Deine Züge schicken dir nichts: schau hier nach.
turns-open = Spiel { $game }
turns-pause = Spiel { $game } anhalten
turns-unpause = Spiel { $game } fortsetzen
button-way-digest = Eine DM am Tag
turns-way-digest = Eine DM am Tag um { $hour } ({ $zone }) nennt die Tische, die auf dich warten.
turns-quiet = Von { $from } bis { $until } ({ $zone }) kommt nichts, und keine deiner Uhren läuft dann ab.
clock-rests = 🌙 { $name }: Ruhezeit, die Uhr steht bis { $when }
turns-digest-title = Deine Züge heute: { $n } { $n ->
    [one] wartet
   *[other] warten
}
opt-turn-messages = Wie deine Züge dich erreichen: eine DM je Zug, eine DM am Tag, eine Erwähnung oder nichts
choice-messages-dm = Eine DM je Zug
choice-messages-digest = Eine DM am Tag (Übersicht)
choice-messages-mention = Eine Erwähnung im Spiel
choice-messages-off = Nichts
opt-digest-hour = Die Stunde (0–23, deine Zeit), zu der deine tägliche DM kommt
opt-quiet-from = Keine Zug-Nachrichten ab dieser Stunde (0–23, deine Zeit) …
opt-quiet-until = … bis zu dieser Stunde (0–23, deine Zeit)
opt-time-zone = Deine Zeitzone, etwa Europe/Berlin oder America/New_York
err-time-zone-unknown = Diese Zeitzone kenne ich nicht. Schreib ihren Namen so wie Europe/Berlin oder America/New_York.
err-quiet-both = Ruhezeiten brauchen beide Enden: ruhe_ab und ruhe_bis.
name-messages = nachrichten
name-digest_hour = uhrzeit_übersicht
name-quiet_from = ruhe_ab
name-quiet_until = ruhe_bis
name-time_zone = zeitzone
opt-vacation = Urlaub für so viele Tage: deine Uhren stehen in jedem rundenbasierten Spiel
name-vacation = urlaub
err-vacation-already = Du bist schon im Urlaub. Drück erst „Ich bin zurück“ in /turns.
err-vacation-allowance = So viele Urlaubstage hast du dieses Jahr nicht mehr: /turns sagt, wie viele.
turns-yours-away = du bist dran; deine Uhr steht, solange du im Urlaub bist (bis { $when })
turns-yours-resting = du bist dran; deine Uhr steht, bis deine Ruhezeit endet
turns-away = { $name } (🏖 im Urlaub bis { $when })
turns-vacation-on = 🏖 Du bist bis { $when } im Urlaub: deine Uhren stehen. Urlaubstage übrig dieses Jahr: { $left }.
turns-vacation-left = 🏖 Urlaubstage übrig dieses Jahr: { $left } (`/turns urlaub:` hält deine Uhren überall an).
button-vacation-back = Ich bin zurück
clock-away = 🏖 { $name } im Urlaub bis { $when }
since-title = **Seit deinem letzten Zug**
since-dealt = Runde { $round } ausgeteilt; Trumpf: { $trump }.
since-trump-chosen = Trumpf gewählt: { $suit }.
since-bids = Ansagen: { $bids }.
since-trick = { $name } gewann den Stich: { $cards }.
since-table = Auf dem Tisch: { $cards }.
since-round-scored = Runde { $round } gewertet.
since-seer = Runde { $round }: { $name } ist der Seher.
since-magic = Zauberkarte: { $card }.
since-predicted = { $name } sagte { $what } voraus.
since-predicted-secret = { $name } sagte geheim voraus.
since-passed = { $name } passte.
since-crossed = { $name } strich { $cell } durch.
since-rolled = Wurf { $roll }.
since-left = { $name } stieg bei diesem Wurf aus.
since-scored = { $name } wertete.
since-round-over = Runde { $round } ist vorbei.
since-more = … und { $n } davor.
