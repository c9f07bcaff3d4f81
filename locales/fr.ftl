# wizard-bot : textes français. Termes du jeu comme dans les règles Amigo :
# Zarbi, Naze, Humains/Elfes/Nains/Géants, Voyant, Page de prédiction.

## Jeux et cartes
game-wizard = Wizard
game-dice = Wizard Dés
suit-blue = Humains
suit-green = Elfes
suit-red = Nains
suit-yellow = Géants
card-suited = { $suit } { $rank }
card-wizard = Zarbi
card-jester = Naze
computer-name = Ordinateur { $seat }
autopilot-mark = (pilote automatique)
seat-finished-by-computer = { $name } (🤖 fini par l'ordinateur)
seat-finished-by-computer-plain = { $name } (fini par l'ordinateur)

## Variantes et options
variant-plus_minus_one = Plus/Moins Un
variant-covered_bids = Prédictions cachées
variant-secret_bids = Prédictions secrètes
variant-clairvoyance = Voyance (première manche)
variant-clairvoyance_every_round = Voyance (chaque manche)
variant-one_colour = Unicolore
variants-none = Aucune variante
option-turn-time = Temps par tour : { $secs } s
option-magic-cards = Cartes magiques
option-experts = Partie experte : 12 X

## Table
lobby-title = { $game } — nouvelle table
lobby-host = Hôte : { $host }
lobby-seats = Joueurs ({ $taken }/{ $max })
lobby-options = Options
lobby-need = Se joue de { $min } à { $max } joueurs ; l'hôte appuie sur Démarrer.
lobby-length = ⏳ À { $players } joueurs : environ { $moves } coups à la suite, environ { $days } jours si chacun joue dans les { $hours } h après son tour.
lobby-started = La partie a commencé — amusez-vous bien !
lobby-started-thread = La partie a commencé dans { $thread } — amusez-vous bien !
lobby-finished = Partie terminée — victoire : { $winners }.
lobby-finished-thread = Partie terminée — victoire : { $winners }. Les résultats sont dans { $thread }.
lobby-cancelled = Cette table a été annulée.
lobby-thread-name = { $game } #{ $id }
button-join = Rejoindre
button-leave = Quitter
level-easy = Facile
level-normal = Normal
level-hard = Difficile
level-easy-about = Prédit en comptant ses cartes et joue gourmand : pour débuter
level-normal-about = Joue quelques centaines de donnes avant chaque décision
level-hard-about = Joue des milliers de donnes et lit les prédictions des autres
level-easy-about-dice = Prédit selon les chances d'un lancer et garde ce qui compte : pour débuter
level-normal-about-dice = Calcule chaque choix un lancer à l'avance
level-hard-about-dice = Calcule chaque choix exactement jusqu'à la fin de la manche
add-computer-placeholder = Ajouter un joueur ordinateur (hôte)…
button-suggest = Suggérer
hint-bid = prédire { $bid }
hint-play = jouer { $card }
hint-trump = choisir { $suit } comme atout
hint-only = Ton seul choix : { $what }.
hint-only-bid = Ton seul choix : { $what } — Plus/Moins Un interdit l'autre prédiction.
hint-why-bid = environ { $tricks } plis, prédiction réussie dans { $percent } % de { $deals } donnes
hint-why-play = réussit ta prédiction dans { $percent } % de { $deals } donnes, { $points } { $n ->
    [one] point
   *[other] points
} en moyenne
hint-why-trump = { $points } { $n ->
    [one] point
   *[other] points
} en moyenne sur { $deals } donnes
hint-line = { $what } — { $why }.
hint-line-plain = { $what }.
hint-dice-predict = prédis { $cell } — { $points } points attendus cette manche.
hint-dice-wizard-colour = nomme { $colour } couleur Zarbi — { $points } points attendus.
hint-dice-set = tourne deux dés sur { $first } et { $second } — { $points } points attendus.
hint-dice-throw-first = lance les dés { $dice }.
hint-dice-throw = relance les dés { $dice } — { $points } points attendus ; t'arrêter maintenant compte { $now }.
hint-dice-take = prends ce lancer — il compte { $now } ; continuer en attend { $on }.
hint-dice-take-last = prends ce lancer — il compte { $now }.
hint-dice-stay = reste — continuer en attend { $on } points ; prendre ce lancer compte { $now }.
hint-dice-jester = prends le score Naze.
hint-dice-plain = écris ta marque, pas le score Naze.
err-no-hints = Cette table se joue sans suggestions.
err-nothing-to-suggest = Tu n'as rien à décider pour l'instant.
opt-hints = Proposer un bouton Suggérer sur les mains privées (activé par défaut)
opt-hints-dice = Proposer un bouton Suggérer sur chaque page de prédiction (activé par défaut)
name-hints = suggestions
option-no-hints = Sans suggestions
button-start = Démarrer (hôte)
button-cancel = Annuler (hôte)

## Le message public de la table (jeu de cartes)
table-title = Manche { $round } sur { $rounds }
table-title-scored = Manche { $round } sur { $rounds } — comptée
table-dealer = Donneur : { $name }
table-turned = Carte retournée : { $card }
table-trump = Atout : { $suit }
table-no-trump = Pas d'atout cette manche
table-trump-choosing = Un Zarbi a été retourné : { $name } choisit l'atout
table-bids-total = Prédictions : { $bids } pour { $tricks } { $tricks ->
    [one] pli
   *[other] plis
}
table-bids-hidden = Les prédictions restent cachées jusqu'à leur révélation
table-players = Joueurs
table-player-line = { $name } — prédiction { $bid } · plis { $tricks } · { $points } points
table-player-scored = { $name } — prédiction { $bid } · plis { $tricks } · { $score } → { $points } points
bid-not-yet = –
bid-placed = faite
table-trick = Pli en cours
table-trick-empty = Aucune carte jouée
table-last-trick = Dernier pli
table-trick-won = { $cards } → remporté par { $name }
table-act-bid = { $names } : ta prédiction, s'il te plaît.
table-act-play = { $names } : à toi de jouer.
table-act-trump = { $names } : choisis l'atout, s'il te plaît.
table-act-bid-all = Tout le monde prédit maintenant : { $names }
table-deadline = Fin du temps { $when }.
table-waiting = En attente de { $names }.
table-footer = Partie { $game }
button-my-hand = Ma main

## La main privée (jeu de cartes)
hand-title = Ta main — manche { $round } sur { $rounds }
hand-cards = Tes cartes
hand-blind = Voyance : tu vois les cartes des autres, pas les tiennes.
hand-seen = { $name } : { $cards }
hand-your-bid-turn = Ta prédiction : combien de plis vas-tu remporter ?
hand-your-play-turn = À toi : joue une carte.
hand-your-trump-turn = Tu as retourné un Zarbi : choisis l'atout.
hand-waiting = En attente de { $names }.
hand-your-bid = Tu as prédit { $bid }.
hand-forbidden = { $bid } n'est pas permis : les prédictions égaleraient les { $tricks } plis de cette manche (Plus/Moins Un).
hand-forbidden-button = { $bid } : interdit
hand-bid-placeholder = Choisis ta prédiction
hand-bid-option = Prédire { $bid }
hand-trick = Pli en cours : { $cards }
hand-not-seated-view = Tu regardes : voici ce que tout le monde voit.
trick-winning = **{ $play }** (maître)
trick-led = Couleur demandée : { $suit }
trick-led-after-jester = Couleur demandée : { $suit } (un Naze a été joué en premier, la première carte de couleur l'a fixée)
trick-led-wizard = Un Zarbi a été joué en premier : toute carte peut suivre.
trick-led-jesters = Que des Nazes jusqu'ici : la prochaine carte de couleur fixe la couleur.
standing-made = a ses plis — n'en veut plus
standing-needs = encore { $n }
standing-over = { $n } de trop
hand-need-more = Il te faut encore { $n } { $n ->
    [one] pli
   *[other] plis
}.
hand-need-none = Tu as tes plis : tu n'en veux plus.
hand-over-by = Tu as { $n } { $n ->
    [one] pli
   *[other] plis
} de plus que prédit.
hand-dealer-may-not = Plus/Moins Un : { $name } prédit en dernier comme donneur et ne peut pas amener le total des prédictions à { $tricks }.
hand-must-follow = Tu dois fournir { $suit } : les cartes grisées ne peuvent pas être jouées.
hand-bids-so-far = Prédictions jusqu'ici : { $bids }
hand-bids-you = **toi : { $bid }**
hand-bids-other = { $name } : { $bid }
hand-over = La partie est terminée.

## La fin
end-title = Fin de partie — classement final
end-line = { $place }. { $name } — { $points } points
end-winner = { $names } { $count ->
    [one] gagne !
   *[other] se partagent la victoire !
}
end-lifetime = Bilan de tous les temps
end-lifetime-line = { $name } : { $games } { $games ->
    [one] partie
   *[other] parties
} · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} · { $points } points
button-rematch = Revanche
cancelled-title = Cette partie a été annulée.
end-pages = Les Pages de prédiction finales
end-page-summary = { $xs }/{ $target } X · bonus +{ $bonus } · { $jesters } { $jesters ->
    [one] score Naze
   *[other] scores Naze
} · **{ $points } points**
end-reason-target = Fin de la partie : { $names } { $count ->
    [one] a atteint
   *[other] ont atteint
} { $target } X.
end-reason-boxes = Fin de la partie : plus personne n'a de case à prédire.
end-tie-break = { $first } et { $second } ont tous deux { $points } points : moins de scores Naze placent { $first } devant.

## Réponses aux commandes
left-lobby = Tu as quitté la table.
left-game = Ta place est maintenant jouée par un ordinateur. Merci d'avoir joué !
cancelled-game = La table a été annulée.
game-set-aside = La partie { $game } n'a pas pu être restaurée après le redémarrage du bot ; elle est donc terminée. Désolé ! Une nouvelle table peut être ouverte ici.
no-table-here = Il n'y a pas de table ouverte dans ce salon.
rematch-opened = Revanche : une nouvelle table avec les mêmes joueurs et options.
rematch-opened-ask = { $names } une revanche, au tour par tour comme la dernière : appuyez sur **Rejoindre** pour rejouer.

## Classements et statistiques
board-title = Classement { $game } — { $scope }
board-scope-server = ce serveur
board-scope-global = tous les serveurs
board-sort = Trié par { $sort ->
    [rating] cote
    [wins] victoires
    [points] points
   *[average] moyenne de points
}
board-line = { $rank }. { $name } — { $rating } · { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} · { $games } { $games ->
    [one] partie
   *[other] parties
} · { $points } points · ⌀ { $average }
board-leaves = {" "}· { $leaves } { $leaves ->
    [one] partie quittée
   *[other] parties quittées
}
board-season-all = depuis toujours
board-season-current = cette saison ({ $from } – { $until })
board-season-previous = la saison dernière ({ $from } – { $until })
stats-bid-tricks = Prédiction / plis par manche
stats-seer-rounds = Manches comme Voyant
stats-rating = Cote
stats-leaves = Parties quittées
choice-sort-rating = Cote
opt-season = Cette saison, la précédente ou depuis toujours (par défaut)
choice-season-current = Cette saison
choice-season-previous = La saison dernière
choice-season-all = Depuis toujours
name-season = saison
name-season_days = jours_par_saison
opt-season-days = Durée d'une saison en jours (7–365), ou 0 pour des mois civils
opt-settings-turn-time = Secondes par décision par défaut aux nouvelles tables du serveur (0 : celles du jeu)
settings-turn-time = Les nouvelles tables donnent { $secs } s par décision.
settings-turn-time-game = Les nouvelles tables prennent le temps de leur jeu (120 s Wizard, 90 s Wizard Dés).
err-turn-time = Un temps par tour va de 15 à 900 secondes.
settings-season-month = Une saison dure un mois civil.
settings-season-days = Une saison dure { $days } jours.
err-season-days = Une saison dure de 7 à 365 jours, ou 0 pour des mois civils.
err-language = Le bot ne parle pas cette langue : English, Deutsch, Français ou Nederlands.
history-title = { $game } : parties terminées
history-summary = { $when } · place { $place } sur { $players } · { $points } points
history-seat = { $place }. { $name } { $points }
history-left = {" "}(partie quittée)
history-none = { $name } n'a terminé aucune partie de { $game } sur ce serveur.
history-none-anywhere = { $name } n'a encore terminé aucune partie de { $game }.
history-no-page = Il n'y a pas de page { $page } : l'historique a { $pages } { $pages ->
    [one] page
   *[other] pages
}.
button-export = Exporter #{ $game }
export-ready = Le compte rendu de la partie { $game } (au format que vérifie `wizard-bot replay`).
err-export-not-finished = Seul le compte rendu d'une partie terminée peut être exporté.
cmd-history = Tes parties terminées (ou celles d'un autre) sur ce serveur, avec leur compte rendu
opt-history-user = Les parties de qui (toi, si vide)
opt-page = Page
name-history = historique
name-page = page
board-empty = Personne n'a encore terminé de partie.
board-page = Page { $page } sur { $pages }
button-previous = Précédent
button-next = Suivant
stats-title = { $game } : statistiques de tous les temps
stats-none = { $name } n'a pas encore terminé de partie de { $game }.
stats-games = Parties
stats-wins = Victoires
stats-points = Points
stats-average = Moyenne
stats-best = Record
stats-bid-accuracy = Prédictions réussies
stats-xs = X
stats-jester-scores = Scores Naze

## Règles en bref
rules-wizard-title = Wizard — les règles en bref
rules-wizard =
    60 cartes : quatre couleurs de 1 à 13, quatre Zarbis et quatre Nazes. La manche 1 distribue une carte à chacun, la manche 2 deux, … jusqu'à épuisement du paquet (60 ÷ joueurs manches).
    • **Atout** : la carte suivante est retournée. Un Naze : pas d'atout ; un Zarbi : le donneur choisit. La dernière manche se joue sans atout.
    • **Prédictions** : en commençant à gauche du donneur, chacun annonce combien de plis il va remporter.
    • **Plis** : fournis la couleur demandée si tu peux ; un Zarbi ou un Naze peut toujours être joué. Le premier Zarbi remporte le pli, sinon l'atout le plus fort, sinon la plus forte carte de la couleur demandée. Les Nazes perdent, sauf si seuls des Nazes sont joués (le premier gagne). Si un Zarbi est entamé, tout peut suivre ; si un Naze est entamé, la carte de couleur suivante fixe la couleur.
    • **Score** : prédiction exacte : 20 + 10 par pli. Sinon −10 par pli d'écart. Le plus haut total après la dernière manche gagne.
rules-variants-title = Variantes
rules-variants = Plus/Moins Un : la somme des prédictions ne peut pas égaler le nombre de plis. Prédictions cachées : tous prédisent en même temps et révèlent ensemble. Prédictions secrètes : révélées seulement au décompte. Voyance : prédire en voyant les cartes des autres mais pas les siennes. Unicolore : 3–4 joueurs, chacun joue une couleur de 1 à 15.

## Wizard Dés : le message public de la table
button-my-page = Ma page
ping-turn-wizard = { $user }, c'est ton tour (Wizard #{ $game }).
ping-turn-dice = { $user }, c'est ton tour (Wizard Dés #{ $game }).
ping-turn-again-wizard = { $user }, c'est ton tour (Wizard #{ $game }). Rouvre ta main : Discord ne met plus à jour une main ouverte après 15 minutes.
ping-turn-again-dice = { $user }, c'est ton tour (Wizard Dés #{ $game }). Rouvre ta page : Discord ne met plus à jour une page ouverte après 15 minutes.
ping-take-dice = { $user }, le Voyant t'attend (Wizard Dés #{ $game }) : prends ce lancer ou attends le suivant.
ping-take-again-dice = { $user }, le Voyant t'attend (Wizard Dés #{ $game }) : prends ce lancer ou attends le suivant. Rouvre ta page : Discord ne met plus à jour une page ouverte après 15 minutes.
button-pings-off = Ne plus me mentionner
button-pings-on = Me mentionner à nouveau
pings-off-done = Tu ne seras plus mentionné quand vient ton tour (sur aucun serveur). La table montre toujours à qui c'est le tour.
pings-on-done = Tu seras mentionné quand vient ton tour et que ta main n'est pas ouverte.
dice-title = Wizard Dés — manche { $round }
dice-title-scored = Wizard Dés — manche { $round } — terminée
dice-seer = Voyant : { $name }
dice-next-seer = Prochain Voyant : { $name }
dice-magic = 🎴 Carte magique { $card } : **{ $name }** — { $rule }
dice-magic-short = 🎴 Carte magique { $card } : **{ $name }**
dice-wizard-colour = Couleur Zarbi : { $colour }
dice-wizard-colour-default = Couleur Zarbi : { $colour } (la couleur du Voyant, sauf s'il en annonce une autre avant de lancer)
dice-wizard-colour-later = Couleur Zarbi : le Voyant l'annonce après les prédictions.
dice-wizard-colour-all = Les Zarbis comptent pour toutes les couleurs cette manche.
dice-wizard-colour-none = Les Zarbis ne comptent pour aucune couleur cette manche.
dice-wizard-colour-option = Couleur Zarbi : { $colour }
dice-wizard-colour-placeholder = Annoncer la couleur Zarbi
dice-dice = Dés
dice-no-roll = Pas encore lancés.
dice-set-only = Deux dés posés par le Voyant ; les autres suivent au lancer 2.
dice-roll = Lancer { $roll } sur { $max }
dice-roll-last = Dernier lancer : { $roll }
dice-thrown = Lancés cette fois : dés { $dice } ; les autres ont été gardés.
dice-counts = Compte par couleur : { $counts }
dice-box = { $count }× { $colour }
dice-prediction-none = –
dice-prediction-passed = passe cette manche
dice-prediction-secret = secrète
dice-status-in = en jeu
dice-status-waiting = doit prédire
dice-status-passed = plus de case libre
dice-wrote = lancer { $roll } → { $mark }
dice-wrote-jester = lancer { $roll } → score Naze ×{ $jesters }, { $mark }
dice-crossed-out = {" "}· case barrée : { $cell }
dice-player-line = { $name } — { $prediction } · { $status } · { $xs }/{ $target } X · { $points } points
dice-player-line-in = { $name } — { $prediction } · { $xs }/{ $target } X · { $points } points
dice-player-scored = { $name } — { $prediction } · { $status }
dice-act-set = { $name } : tu es le Voyant — pose deux dés sur **Ma page** (carte magique 4).
dice-act-predict = { $names } : ta prédiction, s'il te plaît — ouvre **Ma page**.
dice-act-predict-all = Tout le monde prédit maintenant en secret : { $names } — ouvrez **Ma page**. Les prédictions s'affichent quand toutes sont faites.
dice-act-roll = { $name } : tu es le Voyant — lance les dés sur **Ma page**.
dice-act-after-roll = { $name } : relance ou arrête sur **Ma page**. { $others } : prenez ce lancer ou attendez le suivant.
dice-act-after-roll-alone = { $name } : relance ou arrête sur **Ma page**.
dice-act-others-take = En attente de { $name }. { $others } : prenez ce lancer ou attendez le suivant.
dice-act-score = { $names } : un score Naze t'est possible — choisis sur **Ma page**.
dice-set-placeholder = Poser deux dés sur …
dice-die-option = Dé { $die } : { $face }
dice-reroll-placeholder = Dés à relancer pour le lancer { $roll } sur { $max } (au moins { $min }) …
dice-button-roll = Lancer
dice-button-roll-these = Lancer les dés { $dice }
dice-button-stop = Arrêter — tout le monde marque ce lancer
dice-button-take = Prendre ce lancer
dice-button-stay = Je reste

## Wizard Dés : la Page de prédiction privée
dice-page-title = Ta Page de prédiction — manche { $round }
dice-page-grid = Ta page
dice-page-totals = { $xs } X sur { $target } · { $points } points · { $jesters } { $jesters ->
    [one] score Naze
   *[other] scores Naze
}
dice-page-predict-turn = Ta prédiction : choisis une case (un nombre de dés et une couleur).
dice-page-cross-out-note = Carte magique 7 : tu peux aussi barrer une case utilisée de la couleur prédite.
dice-page-taken = Déjà prédites cette manche : { $boxes }.
dice-page-score-turn = La manche est finie : choisis ce que tu inscris.
dice-page-set-turn = Tu es le Voyant : pose deux dés ci-dessous.
dice-page-seer-turn = Tu es le Voyant : choisis ci-dessous les dés à lancer et appuie sur Lancer — ou arrête.
dice-page-may-take = Prends ce lancer maintenant, ou attends le suivant du Voyant.
dice-page-predicted = Ta prédiction : { $cell }.
dice-page-wrote = Cette manche tu as inscrit : { $status }.
dice-page-jesters = Cases Naze
dice-box-crossed = { $mark } (barré)
dice-page-counted = Avec ces dés, { $counted } comptent pour { $colour }.
dice-page-would-write = Avec ces dés tu inscrirais **{ $mark }** dans { $cell }.
dice-page-or-jester = Ou un score Naze : X dans ta case Naze ×{ $jesters } et **{ $mark }** dans ta case prédite.
dice-write-button = Inscrire { $mark } en { $count }×
dice-jester-button = Score Naze ×{ $jesters } ({ $mark } en { $count }×)
dice-stop-write-button = Stop : tous marquent · { $mark } en { $count }×
dice-stop-jester-button = Stop : Score Naze ×{ $jesters } · { $mark } en { $count }×
dice-choose-score = Un score Naze t'est possible : choisis ce que tu inscris.
dice-cross-out-ask = Tu prédis { $cell }. Carte magique 7 : barre une de tes cases utilisées en { $colour } (elle comptera 0), ou aucune.
dice-cross-out-button = Barrer { $count }× ({ $mark })
dice-cross-out-none = Ne rien barrer
dice-took-roll = Tu as pris ce lancer : { $status }.
dice-left = Tu as quitté cette manche.
dice-staying = Tu restes pour le prochain lancer.

## Cartes magiques
magic-1-name = Toutes les couleurs, doublé
magic-1-rule = Les Zarbis comptent pour les quatre couleurs. Une prédiction exacte inscrit deux X ; sinon le double de l'écart.
magic-2-name = Les Nazes restent, doublé
magic-2-rule = Les Nazes lancés ne peuvent pas être relancés. Une prédiction exacte inscrit deux X ; sinon le double de l'écart.
magic-3-name = Lancer anticipé
magic-3-rule = Le Voyant lance avant les prédictions. Le lancer 2 relance au moins trois dés ; personne ne quitte au lancer 1.
magic-4-name = Deux posés
magic-4-rule = Au lieu du lancer 1, le Voyant pose deux dés sur les faces de son choix ; le lancer 2 lance les cinq autres. Personne ne quitte avant le lancer 2.
magic-5-name = Dés en plus
magic-5-rule = Chaque couleur compte un dé de plus que ceux lancés.
magic-6-name = Les Nazes aident
magic-6-rule = Chacun ajoute les Nazes lancés au compte de sa propre couleur.
magic-7-name = Barrer
magic-7-rule = Avec ta prédiction tu peux barrer une case utilisée de sa couleur ; elle compte 0.
magic-8-name = Beaucoup de lancers
magic-8-rule = Le Voyant peut lancer autant de fois que le nombre qu'il a prédit. Les Zarbis ne comptent pour aucune couleur.
magic-9-name = Colonne Naze
magic-9-rule = Un score Naze dont le nombre de Nazes égale ton nombre prédit inscrit un X dans ta case, pas un 0.
magic-10-name = Prédictions secrètes
magic-10-rule = Après le Voyant, tous prédisent en même temps en secret ; les prédictions peuvent être identiques entre elles mais pas à celle du Voyant.

## Erreurs
err-no-such-table = Cette table n'existe plus.
err-channel-busy = Ce salon a déjà une table ouverte (partie { $game }). Terminez-la ou annulez-la d'abord.
err-turn-tables-full = Tu as déjà 30 tables au tour par tour ouvertes (les parties où tu joues et les salons que tu as ouverts). Termines-en ou quittes-en une d'abord : `/turns` les liste.
err-daily-tried = Tu as déjà fait ton essai du défi du jour. Un nouveau défi commence à minuit UTC.
err-no-daily = Ce bot ne propose pas de défi du jour.
err-not-seated = Tu ne joues pas à cette table.
err-already-seated = Tu as déjà une place à cette table.
err-full = La table est complète.
err-not-host = Seul l'hôte peut faire cela.
err-not-host-or-manager = Seul l'hôte ou un membre avec « Gérer le serveur » peut faire cela.
err-not-enough = Il faut au moins { $need } joueurs pour commencer.
err-already-started = La partie a déjà commencé.
err-not-started = La partie n'a pas encore commencé.
err-game-over = Cette partie est terminée.
err-cancelled = Cette table a été annulée.
hand-moved = Ce panneau a été rouvert plus bas ; utilise le plus récent.
err-out-of-date = Ce bouton n'était plus à jour — rien ne s'est passé. Voici la vue actuelle.
err-not-your-turn = Ce n'est pas ton tour.
err-options-incompatible = { $a } et { $b } ne peuvent pas être combinés.
err-options-one-colour = Une couleur se joue à 3 ou 4 joueurs, pas à { $players }.
err-options-players = Wizard se joue de 3 à 6 joueurs, pas à { $players }.
err-options-dice-players = Wizard Dés se joue de 2 à 5 joueurs, pas à { $players }.
err-options-x-target = Il faut remplir 9 X, ou 12 dans le jeu expert.
err-storage = La partie ne peut pas être enregistrée pour l'instant — rien n'a été perdu. Réessaie dans un instant, s'il te plaît.
err-internal = Un problème est survenu de notre côté — rien n'a été perdu. Réessaie dans un instant, s'il te plaît.
err-unknown-button = Ce bouton ne vient d'aucune partie que je connais.
err-unknown-command = Je ne connais pas cette commande. Discord affiche peut-être encore une ancienne liste de commandes : réessaie dans une minute.
err-old-button = Ce bouton vient d'une autre version du bot et ne fonctionne plus. Utilise le message le plus récent de la partie.
err-guild-only = Les tables se jouent sur un serveur ; ici, tu peux jouer à `/défi`.
err-game-wrong = Ce bouton appartient à l'autre jeu.
err-already-bid = Tu as déjà prédit cette manche.
err-bid-range = Les prédictions vont de 0 à { $max }.
err-forbidden-bid = Tu ne peux pas prédire { $bid } : les prédictions égaleraient les { $tricks } plis de cette manche (Plus/Moins Un).
err-card-not-in-hand = Cette carte n'est plus dans ta main.
err-must-follow = Tu dois fournir : joue { $suit } si tu peux (ou un Zarbi ou un Naze).
err-trump-due = Le donneur doit d'abord choisir l'atout.
err-not-bidding = Les prédictions sont terminées.
err-not-playing = On ne joue pas de cartes en ce moment.
err-no-trump-choice = Il n'y a pas d'atout à choisir maintenant.
err-rules = Ce coup n'est pas permis maintenant.
dice-err-not-seer = Seul le Voyant peut faire cela.
dice-err-not-predicting = On ne prédit pas en ce moment.
dice-err-already-predicted = Tu as déjà prédit cette manche.
dice-err-bad-count = Une prédiction va de 1 à 5 dés.
dice-err-box-used = { $cell } est déjà utilisée sur ta page.
dice-err-taken = { $cell } a déjà été prédite par un autre joueur cette manche.
dice-err-cross-out-card = Barrer n'est permis qu'avec la carte magique 7.
dice-err-cross-out-colour = Tu ne peux barrer qu'une case en { $colour }, la couleur de ta prédiction.
dice-err-cross-out-empty = { $cell } est vide : seule une case utilisée peut être barrée.
dice-err-cross-out-again = { $cell } est déjà barrée.
dice-err-no-wizard-colour = Cette carte magique fixe les Zarbis ; il n'y a pas de couleur Zarbi à annoncer.
dice-err-wizard-colour-late = La couleur Zarbi s'annonce après les prédictions et avant le premier lancer.
dice-err-set-not-due = On ne pose des dés qu'avec la carte magique 4, avant les prédictions.
dice-err-set-same = Pose deux dés différents.
dice-err-roll-not-due = On ne peut pas lancer les dés maintenant.
dice-err-no-rolls = Plus aucun lancer cette manche : arrête pour compter.
dice-err-empty-roll = Choisis au moins un dé à relancer.
dice-err-must-throw = Ce lancer doit lancer exactement les dés { $dice }.
dice-err-jester-reroll = Les Nazes ne peuvent pas être relancés cette manche (carte magique 2).
dice-err-too-few = Le lancer 2 doit relancer au moins trois dés (carte magique 3).
dice-err-leave-not-allowed = Personne ne peut quitter sur ce lancer.
dice-err-stale-roll = Le Voyant a déjà relancé : le lancer { $roll } n'est plus là (maintenant lancer { $current }). Rien ne s'est passé.
dice-err-round-over = La manche { $round } est terminée ; ce bouton lui appartenait. Rien ne s'est passé.
dice-err-not-in-round = Tu n'es plus dans cette manche.
dice-err-seer-stops = Tu es le Voyant : arrête pour compter avec ce lancer.
dice-err-score-not-due = Tu n'as rien à choisir maintenant.
dice-err-no-jester = Aucun score Naze ne t'est possible avec ces dés.

## Noms des commandes, tels qu'on les tape
name-wizard = wizard
name-dice = dés
name-new = nouvelle
name-leave = quitter
name-cancel = annuler
name-leaderboard = classement
name-stats = stats
name-rules = règles
name-plus_minus_one = plus_moins_un
name-covered_bids = prédictions_cachées
name-secret_bids = prédictions_secrètes
name-clairvoyance = voyance
name-one_colour = unicolore
name-turn_time = temps_par_tour
name-magic_cards = cartes_magiques
name-experts = experts
name-game = jeu
name-scope = portée
name-sort = tri
name-user = joueur

## Commandes (descriptions)
cmd-wizard = Jouer à Wizard, le jeu de cartes
cmd-wizard-new = Ouvrir une table de Wizard dans ce salon
cmd-leave = Quitter ta partie : un ordinateur prend ta place
cmd-cancel = Annuler la table de ce salon (hôte ou « Gérer le serveur »)
cmd-leaderboard = Les meilleurs joueurs de ce serveur ou de tous les serveurs
cmd-stats = Les statistiques de tous les temps d'un joueur
cmd-settings = Réglages du serveur (Gérer le serveur)
opt-language = La langue des tables de ce serveur
choice-language-host = Chaque table celle de son hôte
language-en = English
language-de = Deutsch
language-fr = Français
language-nl = Nederlands
settings-language-set = Les tables de ce serveur parlent maintenant { $language }.
settings-language-host = Chaque nouvelle table parle maintenant la langue de son hôte.
err-not-manager = Seuls les membres avec « Gérer le serveur » peuvent changer les réglages du serveur.
opt-threads = Si les nouvelles parties ouvrent un fil pour leur table
name-threads = fils
opt-pings = Si les joueurs sont mentionnés quand vient leur tour (chacun peut choisir pour lui-même)
name-pings = mentions
opt-cancel-by = Qui peut annuler les parties (les membres avec « Gérer le serveur » le peuvent toujours)
name-cancel_by = annulation_par
choice-cancel-host = L'hôte
choice-cancel-managers = Seuls les membres avec « Gérer le serveur »
choice-cancel-players = Toute personne assise à la table
settings-wizard-plain = Les nouvelles parties de cartes commencent sans variante.
settings-wizard-defaults = Les nouvelles parties de cartes commencent avec : { $variants }.
settings-dice-plain = Les nouvelles parties de dés commencent sans Cartes magiques, jouées jusqu'à 9 X.
settings-dice-defaults = Les nouvelles parties de dés commencent avec : { $options }.
settings-threads-on = Les nouvelles parties ouvrent un fil pour leur table (quand le bot le peut).
settings-threads-off = Les nouvelles parties se jouent dans le salon où elles ont été lancées, sans fil.
settings-pings-on = Chaque joueur est mentionné quand son tour attend depuis quelques secondes (chacun peut le désactiver depuis la mention).
settings-pings-off = Personne n'est mentionné quand vient son tour, sauf s'il l'a demandé depuis une mention.
settings-cancel-host = L'hôte ou un membre avec « Gérer le serveur » peut annuler une partie.
settings-cancel-managers = Seuls les membres avec « Gérer le serveur » peuvent annuler les parties.
settings-cancel-players = Toute personne assise à une table, ou un membre avec « Gérer le serveur », peut l'annuler.
err-cancel-managers = Sur ce serveur, seuls les membres avec « Gérer le serveur » peuvent annuler les parties.
err-cancel-players = Seule une personne assise à cette table ou un membre avec « Gérer le serveur » peut l'annuler.
opt-hint-games = Si les parties avec suggestions comptent pour le classement
name-hint_games = parties_suggestions
choice-hint-games-rated = Classées comme les autres
choice-hint-games-unrated = Non classées
settings-hint-games-rated = Les parties avec suggestions comptent pour le classement comme les autres.
settings-hint-games-unrated = Les parties avec suggestions ne comptent pas pour le classement (l'hôte peut désactiver les suggestions dans /wizard nouvelle).
cmd-rules = Les règles en bref
opt-game = Quel jeu
opt-turn-time = Secondes par décision (par défaut 120 pour Wizard, 90 pour Wizard Dés)
opt-clairvoyance = Voyance : prédire en voyant les cartes des autres mais pas les siennes
choice-clairvoyance-off = Non
choice-clairvoyance-first = Première manche
choice-clairvoyance-every = Chaque manche
opt-scope = Ce serveur ou tous les serveurs
opt-sort = Trier par
choice-sort-wins = Victoires
choice-sort-points = Points
choice-sort-average = Moyenne de points
opt-user = Les statistiques de qui (toi, si vide)
cmd-dice = Jouer à Wizard Dés
cmd-dice-new = Ouvrir une table de Wizard Dés dans ce salon
opt-magic-cards = Jouer avec les dix cartes magiques (chacune change une manche)
opt-experts = Partie experte : jouer jusqu'à 12 X au lieu de 9
rules-dice-title = Wizard Dés — les règles en bref
rules-dice =
    Sept dés à six faces : Humains (bleu), Elfes (vert), Nains (rouge), Géants (jaune), un Zarbi et un Naze. Chacun a une Page de prédiction : une ligne par couleur avec les cases 1 à 5, et une ligne Naze ×1 à ×5. Une case écrite reste utilisée.
    • **Prédire** : le Voyant d'abord, puis dans le sens horaire, chacun choisit une case libre de sa page (un nombre et une couleur), différente des prédictions des autres cette manche.
    • **Couleur Zarbi** : le Voyant annonce une couleur (sinon la sienne) ; les Zarbis lancés comptent pour elle.
    • **Lancer** : le Voyant lance les sept dés, puis peut en relancer autant qu'il veut deux fois. Après chaque lancer, chacun encore en jeu peut le prendre et quitter ; quand le Voyant arrête (ou après le lancer 3), tous ceux qui restent comptent ce lancer.
    • **Score** : exact → X dans ta case (vaut sa colonne) ; sinon tu inscris l'écart (points négatifs). Avec 1 à 5 Nazes visibles tu peux à la place cocher cette case Naze et inscrire 0.
    • **Prochain Voyant** : la plus haute prédiction dans une autre couleur que celle du Voyant (le premier en cas d'égalité).
    • **Fin** : après la manche où quelqu'un atteint 9 X (12 en partie experte) ; il gagne 3 points de bonus. Le plus haut total gagne ; à égalité, le moins de scores Naze.

## Images (#14) : les mots dessinés dans les images
picture-wizard-mark = Z
picture-jester-mark = N
picture-points = { $points } pts
picture-bids = Paris
picture-dealer-mark = D
picture-trump = Atout
picture-no-trump = Pas d'atout
picture-led-short = Demandée
picture-dice-round = Manche { $round }
picture-dice-roll = Manche { $round } · lancer { $roll } sur { $rolls }
picture-kept = gardé
picture-wizard-colour = Couleur Zarbi :
picture-wizard-colour-all = toutes les couleurs
picture-wizard-colour-none = aucune couleur
picture-page = Page de prédiction
picture-jester-row = Nazes
picture-page-total = X { $xs } sur { $target } · { $points } points
picture-chart = Points après chaque manche
picture-chart-rounds = Manche
picture-player = Joueur { $seat }

# Le défi du jour (#33)
cmd-daily = Le défi du jour : les mêmes donnes pour tous, toi contre trois ordinateurs Difficiles
opt-daily-board = Afficher le classement du jour au lieu de jouer
name-daily = défi
name-board = classement
daily-title = { $game } – défi du jour n° { $number }
daily-about-wizard = toi contre { $computers } ordinateurs Difficiles, { $rounds } manches, les mêmes donnes pour tous aujourd'hui
daily-about-dice = toi contre { $computers } ordinateurs Difficiles, les mêmes dés pour tous aujourd'hui
daily-closes = se termine { $closes }
daily-round-scored = Manche { $round } : tu as prédit { $bid } et fait { $tricks } : { $score } ({ $points } au total).
daily-last-trick = Dernier pli : remporté par { $name } avec { $card }.
daily-figures-wizard = { $points } points · { $made }/{ $rounds } prédictions réussies
daily-figures-dice = { $points } points · { $made }/{ $rounds } manches avec un X
daily-result-title = { $title } — ton résultat
daily-unfinished-title = { $title } — inachevé
daily-unfinished = La journée s'est close pendant la manche { $round } de ton essai : le pilote automatique a joué la suite, et son jeu n'est pas ton résultat.
daily-unfinished-own = Tes propres manches : { $figures }
daily-unfinished-rule = Seul un essai joué jusqu'au bout compte : un essai inachevé ne figure dans aucun classement, ne prolonge aucune série et n'est pas classé.
daily-closed-notice = La journée est close : le pilote automatique a terminé ton essai.
err-daily-share-closed = Ce défi est clos : seul un résultat du jour peut être partagé.
daily-standings = La table
daily-next = **Partager** montre ton résultat dans ce salon : aucune carte, aucun dé. Un nouveau défi commence à minuit UTC.
daily-next-closed = Ce défi est terminé : **Rediffusion** rejoue ta tentative, toutes les mains visibles, **Analyser** montre où sont passés tes points.
daily-next-closed-dice = Ce défi est terminé : **Rediffusion** rejoue ta tentative lancer par lancer, **Analyser** montre où sont passés tes points.
daily-button-share = Partager
daily-button-board = Classement du jour
daily-button-board-closed = Classement de ce jour
daily-button-day-before = n° { $day }
daily-button-day-after = n° { $day }
daily-button-mine = Ma tentative
err-daily-not-played = Tu n'as pas joué le défi de ce jour-là.
daily-board-title = { $title } — { $range }, { $scope }
daily-board-day = aujourd'hui
daily-board-final = classement final
daily-board-week = la semaine n° { $from }–{ $to }
daily-board-line-wizard = { $rank }. { $name } — **{ $points }** points · { $made }/{ $rounds } prédictions réussies
daily-board-line-dice = { $rank }. { $name } — **{ $points }** points · { $made } X
daily-board-tries = {" "}· { $tries } { $tries ->
    [one] jour
   *[other] jours
}
daily-board-empty = Personne n'a encore terminé ce défi. Sois le premier : `/défi`
daily-button-day = Aujourd'hui
daily-button-week = Cette semaine
daily-resumed = Bon retour : ton essai reprend là où tu l'as laissé.
err-daily-share = Seul le joueur d'un essai terminé peut le partager.
err-daily-export-later = Le compte rendu d'un défi du jour peut être exporté une fois son jour terminé (minuit UTC).
daily-button-result = Mon résultat
daily-button-server = Ce serveur
daily-button-everyone = Tous les serveurs

# Rediffusions (#34)
replay-heading = **Rediffusion de la partie { $game }** · étape { $step } sur { $steps } · { $eyes }
replay-face-up = toutes les mains visibles
replay-all-shown-dice = toutes les prédictions visibles
replay-as-seat = comme { $name } l'a vue
replay-hands = Mains
replay-hand = { $name } — prédiction { $bid } : { $cards }
replay-trick-back = ‹ Pli
replay-trick-on = Pli ›
replay-roll-back = ‹ Lancer
replay-roll-on = Lancer ›
replay-round-back = « Manche
replay-round-on = Manche »
replay-see-all = Tout, visible
replay-see-seat = Comme { $name } l'a vue
button-replay = Rediffusion
button-replay-game = Rediffusion { $game }
err-replay-not-finished = Seule une partie terminée peut être rediffusée.
err-analyse-not-finished = Seule une partie terminée peut être analysée.
err-busy = Beaucoup d'analyses sont en cours de calcul. Réessaie dans quelques minutes, s'il te plaît.
err-stopping = Le bot redémarre ; rien n'a été modifié. Réessaie dans quelques secondes, s'il te plaît.
analysis-title = Où sont passés les points — partie { $game }
analysis-about = Chaque prédiction et chaque carte à côté de celles de l'ordinateur Difficile, pesées depuis la même main au même moment sur de nombreuses donnes possibles : des points espérés, pas ce qui s'est passé.
analysis-left = { $name } : environ { $points } points laissés sur la table
analysis-round = Manche { $round } : prédiction { $bid } — Difficile prédit { $hard } et espère +{ $more } de plus.
analysis-as-good = Chaque prédiction et chaque carte valait celles de Difficile.
analysis-about-dice = Chaque prédiction à côté de celle de l'ordinateur Difficile, depuis la même page au même moment, estimée comme Difficile l'estime (les points espérés de la manche, moins une part de ce que la case vaut plus tard, plus le fait de devenir Voyant) : des points espérés, pas ce qui s'est passé.
analysis-split = (prédictions { $bids }, cartes { $cards })
analysis-card = Manche { $round }, pli { $trick } : { $card } jouée — Difficile joue { $hard } et espère +{ $more } de plus.
analysis-predict = Manche { $round } : { $made } prédit — Difficile prédit { $hard }, qui vaut +{ $more } de plus.
analysis-as-good-dice = Chaque prédiction valait celle de Difficile.
button-analyse = Analyser
button-analyse-game = Analyser { $game }

## Soirées de jeu (/event)
name-event = soiree
cmd-event = Soirées de jeu : plusieurs tables, un seul classement
cmd-event-new = Organiser une soirée : inscriptions, tables reformées selon le classement à chaque manche
opt-night-name = Nom de la soirée (par défaut : Soirée de jeu)
name-name = nom
opt-start-in = Minutes avant le début (0 : quand tu appuies sur Commencer)
name-start_in = debut_dans
opt-night-rounds = Parties par personne (1–5, 2 par défaut)
name-rounds = manches
opt-table-size = Places par table (4 par défaut)
name-table_size = taille_table
opt-rank = Classement par points de placement (par défaut) ou par points
name-rank = classement
choice-rank-places = Points de placement
choice-rank-points = Points
opt-rated = Les parties comptent-elles pour le classement Elo (par défaut : oui)
name-rated = classee
opt-fill = Places restantes : ordinateurs (par défaut) ou tables plus petites
name-fill = completer
choice-fill-computers = Ordinateurs
choice-fill-smaller = Tables plus petites
opt-events-by = Qui peut organiser des soirées (les membres avec Gérer le serveur toujours)
name-events_by = soirees_par
choice-events-managers = Membres avec Gérer les événements
choice-events-anyone = Tout le monde
settings-events-managers = Les membres avec Gérer les événements ou Gérer le serveur peuvent organiser des soirées.
settings-events-anyone = Tout le monde peut organiser une soirée.
err-events-managers = Sur ce serveur, seuls les membres avec Gérer les événements ou Gérer le serveur peuvent organiser des soirées.
err-night-organiser = Seul l'organisateur (ou un membre avec Gérer le serveur) peut faire cela.
err-night-closed = Les inscriptions à cette soirée sont closes.
err-night-nobody = Personne ne s'est encore inscrit.
err-night-rounds = Une soirée a de 1 à 5 manches.
err-night-size = Cette taille de table ne convient pas au jeu : le jeu de cartes a de 3 à 6 places (Une couleur : 3 ou 4), Wizard Dés de 2 à 5.
err-night-start = Une soirée commence dans la semaine (0 à 10080 minutes).
err-night-export = Seul l'organisateur (ou un membre avec Gérer le serveur) peut exporter les résultats.
night-default-name = Soirée de jeu
night-start-by-organiser = quand l'organisateur appuie sur **Commencer**
night-rank-places = classement par points de placement
night-rank-points = classement par la somme des points
night-fill-computers = les places restantes vont aux ordinateurs
night-fill-smaller = les places restantes font des tables plus petites
night-rated = classée
night-unrated = non classée
night-terms = { $game } · { $rounds } { $rounds ->
    [one] partie
   *[other] parties
} chacun · tables de { $size } ({ $fill }) · { $rank } · { $rated }
night-nobody-yet = Personne pour l'instant — appuie sur **Participer**.
night-starts = Début { $when }.
night-under-way = En cours : manche { $round } sur { $rounds }.
night-over = Cette soirée est terminée.
night-cancelled = Cette soirée a été annulée.
night-signed-up = Inscrits : { $count }
night-footer = Soirée { $night }
night-organised = Organisée par <@{ $organiser }>
night-organiser-plays-if-joined = {" "}(qui ne joue qu'après avoir appuyé sur **Participer**)
night-line-unranked = • { $name }
night-join = Participer
night-leave = Se retirer
night-start-now = Commencer
night-cancel = Annuler
night-table-computers = { " " }+ { $count ->
    [one] un ordinateur
   *[other] { $count } ordinateurs
}
night-table-call = **{ $name }** · manche { $round } sur { $rounds } · table { $table } : { $players } — votre table est dans le fil ci-dessous.
night-thread-name = { $name } · manche { $round } · table { $table }
night-standings = { $name } — classement après { $round } manches sur { $rounds }
night-standings-start = { $name } — manche 1 sur { $rounds } en cours
night-final-standings = { $name } — classement final
night-line-places = { $rank } { $name } — **{ $score }** · { $points } points
night-line-points = { $rank } { $name } — **{ $points }** points · { $score }
night-playing = Jouent encore : { $tables }
night-ties-places = Points de placement : +1 par joueur derrière vous à la table, −1 par joueur devant. À égalité : le champ le plus fort (la moyenne de vos adversaires), plus de points, plus de victoires, inscription plus tôt.
night-ties-points = Le plus de points d'abord. À égalité : plus de points de placement (+1 par joueur derrière vous à la table, −1 par joueur devant), le champ le plus fort (la moyenne de vos adversaires), plus de victoires, inscription plus tôt.
night-export = Résultats (CSV)
night-export-ready = Les résultats de la soirée { $night }.
night-won = 🏆 **{ $name }** est terminée. Victoire de { $winner } ! Le classement final est au-dessus.
night-scheduled = Une soirée de { $game } : inscription avec Participer sur son message.
opt-format = Rondes suisses, ou championnat : manches qualificatives, puis tables à élimination
name-format = format
choice-format-swiss = Système suisse (replacé selon le classement)
choice-format-championship = Championnat (puis tables à élimination)
err-night-late = Trop tard pour s'inscrire : plus de la moitié des manches de cette soirée ont commencé.
night-terms-championship = {" "}· puis tables à élimination (seul le vainqueur de chaque table continue) jusqu'à une table finale
night-stage-knockout = tour à élimination { $k }
night-stage-final = table finale
night-under-way-stage = En cours : { $stage }.
night-table-call-stage = **{ $name }** · { $stage } · table { $table } : { $players } — seul le vainqueur de la table continue ; votre table est dans le fil ci-dessous.
night-table-call-final = **{ $name }** · table finale : { $players } — son vainqueur remporte la soirée ; votre table est dans le fil ci-dessous.
night-thread-name-stage = { $name } · { $stage } · table { $table }
night-standings-stage = { $name } — { $stage } en cours
night-cancelled-standings = { $name } — annulée : le classement tel qu'il était
night-line-byes = {" "}· { $byes ->
    [one] une exemption
   *[other] { $byes } exemptions
}
night-line-withdrawn = {" "}· retiré
night-line-knockout = { $rank } { $name } — place **{ $place }** à la table · { $points } points
night-line-playing = {" "}· en jeu
night-line-left = {" "}· a quitté une partie
night-over-no-champion = **{ $name }** est terminée. Personne n'en a joué une partie jusqu'au bout : il n'y a pas de vainqueur.
night-stage-qualifying = manches qualificatives seulement
night-late-open = Encore ouvert : inscription jusqu'au début de la manche { $round }. Les manches manquées comptent comme exemptions (0 point de placement et les points moyens de la manche).
night-late = Arrivés en cours : { $names }
night-withdrawn = Retirés : { $names } — **Participer** vous fait revenir avant que la manche suivante soit placée.
night-ties-championship = Qualification : points de placement (+1 par joueur derrière vous à la table, −1 par joueur devant) ; à égalité : le champ le plus fort, plus de points, plus de victoires. Tables à élimination : seul le mieux placé de chaque table continue ; la table finale décide des premières places.
left-night-game = Ta place dans cette partie est maintenant jouée par un ordinateur. Tu restes inscrit à la soirée : pour te retirer des manches suivantes, appuie sur **Se retirer** sur son inscription.

# The permissions the bot uses, and what for (discord/permissions.rs).
perm-for-view-channel = voir le salon où une table ou une soirée de jeu est ouverte
perm-for-send-messages = publier la table, ses manches et le classement final
perm-for-embed-links = montrer tables, classements et résultats en intégrations
perm-for-attach-files = montrer tables, dés et pages en images
perm-for-create-public-threads = donner à chaque partie son propre fil
perm-for-send-messages-in-threads = jouer dans ces fils
perm-for-create-events = inscrire les soirées de jeu dans les événements du serveur
perm-off-embed-links = Ici, les tables sont en texte brut : le bot ne peut pas intégrer de liens dans ce salon ({ $permission }).
perm-off-attach-files = Les images sont désactivées ici : le bot ne peut pas joindre de fichiers dans ce salon ({ $permission }).
perm-off-create-events = Cette soirée n'est pas dans les événements du serveur : le bot ne peut pas créer d'événements ({ $permission }).
perm-off-threads = Les parties se jouent dans ce salon, pas dans leurs propres fils : il manque ici au bot { $permission }.
perm-off-night-threads = Les tables suivantes attendent : chacune se joue dans son propre fil, et le bot n'a pas { $permission } ici. Dès qu'il le peut, un appui sur **Participer** ici les relance.
perm-off-fix = Une personne qui gère le serveur peut l'autoriser dans les permissions du salon ; /settings montre ce que le bot peut faire ici.
perm-off-fix-server = Une personne qui gère le serveur peut donner cette permission au rôle du bot (Paramètres du serveur → Rôles) ; /settings montre ce que le bot peut faire ici.
perm-view-title = Ce que le bot peut faire dans ce salon
perm-view-invite = Il manque quelque chose ? Une personne qui gère le serveur peut l'autoriser dans les paramètres du salon (Permissions), ou [inviter à nouveau le bot]({ $link }) avec exactement ces permissions.
perm-off-night-post = Les prochaines tables ne peuvent pas être appelées : le bot ne peut pas publier dans ce salon ({ $permission }).
err-night-cannot-post = Une soirée appelle ses tables dans ce salon et joue chacune dans son propre fil, et il manque ici au bot { $permission }. Utilise un autre salon, ou demande à une personne qui gère le serveur de l'autoriser.
perm-name-view-channel = Voir le salon
perm-name-send-messages = Envoyer des messages
perm-name-embed-links = Intégrer des liens
perm-name-attach-files = Joindre des fichiers
perm-name-create-public-threads = Créer des fils publics
perm-name-send-messages-in-threads = Envoyer des messages dans les fils
perm-name-create-events = Créer des événements
err-cannot-post-here = Le bot ne peut rien publier dans ce salon : une table ici ne pourrait jamais s'afficher. Utilise un autre salon, ou demande à une personne qui gère le serveur de donner au bot « Voir le salon » et « Envoyer des messages » ici.

# Le défi du jour comme habitude (#53)
opt-daily-recap = Publier le récapitulatif du jour dans ce salon à minuit UTC (non : aucun)
settings-recap-on = Le récapitulatif du jour est publié dans { $channel } à minuit UTC.
settings-recap-off = Aucun récapitulatif du jour n'est publié.
settings-recap-gone = ⚠️ Aucun récapitulatif du jour n'est publié : son salon ({ $channel }) a été supprimé, ou le bot ne le voit plus. Utilisez `/settings daily_recap:True` dans le salon où il doit paraître.
err-recap-permission = Le bot ne peut pas publier le récapitulatif ici : il lui manque { $permission } dans ce salon. Accordez-la-lui, ou utilisez l'option dans un autre salon.
daily-streak = 🔥 { $days } { $days ->
    [one] jour
   *[other] jours
} d'affilée · record { $best }
daily-streak-days = { $days } { $days ->
    [one] jour
   *[other] jours
} d'affilée
daily-hard-beaten = 🤖 Difficile à votre place : { $hard } · vous le battez de { $by }
daily-hard-tied = 🤖 Difficile à votre place : { $hard } · égalité
daily-hard-won = 🤖 Difficile à votre place : { $hard } · il vous bat de { $by }
daily-hard-field = Difficile à la même place : { $points } · { $beat } sur { $people } d'entre vous l'ont battu
daily-button-rating = Classement
daily-rating-title = { $game } — classement des défis
daily-rating-line = { $rank }. { $name } — **{ $rating }** · { $days } { $days ->
    [one] jour
   *[other] jours
}
daily-rating-empty = Personne n'est encore classé : un jour compte une fois clos.
daily-rating-about = Chaque jour clos compare tous ceux qui l'ont joué (les mêmes donnes) ; le classement affiche μ − 3σ.
stats-daily-streak = Série de défis
stats-daily-streak-value = 🔥 { $days } · record { $best }
stats-none-tables = { $name } n'a pas encore terminé de partie de { $game } à une table : les défis du jour comptent à part.
stats-daily-streak-over = aucune en cours · record { $best }
list-and = { $first } et { $last }
recap-closed = **Le défi n° { $number } est clos.** Celui d'aujourd'hui est ouvert.
recap-day-winners = { $game } : { $who } { $count ->
    [one] gagne
   *[other] gagnent ex æquo
} avec **{ $points }** points
recap-week-winners = Champion de la semaine { $range }, { $game } : { $who } avec **{ $points }** points
recap-month-winners = Champion du mois { $range }, { $game } : { $who } avec **{ $points }** points
recap-month-name = { $month ->
    [1] janvier { $year }
    [2] février { $year }
    [3] mars { $year }
    [4] avril { $year }
    [5] mai { $year }
    [6] juin { $year }
    [7] juillet { $year }
    [8] août { $year }
    [9] septembre { $year }
    [10] octobre { $year }
    [11] novembre { $year }
   *[12] décembre { $year }
}
recap-more = … et { $more } de plus
recap-streak-grew = 🔥 { $who } : { $days } jours d'affilée
recap-streak-broke = 💔 La série de { $days } jours de { $who } s'arrête
recap-play = Jouer à { $game }

# What each picture shows, in words (its attachment's description).
alt-table = Manche { $round } sur { $rounds }, atout { $trump }. Points : { $scores }.
alt-trick = Sur la table : { $cards }.
alt-no-trump = aucun
alt-dice = Manche { $round }, lancer { $roll } : { $faces }.
alt-page = Page de prédiction de { $name } : { $xs } X, { $points } points. Cases : { $boxes }.
alt-chart = Points après la manche { $round } : { $scores }.

# The table in a browser (#63)
web-you = Toi
web-cannot-play = Tu ne peux pas jouer cette carte maintenant : fournis la couleur demandée.
web-open-table = Ouvrir dans le navigateur
web-seat-wizard = prédiction { $bid } · plis { $tricks } · { $points } points
web-seat-dice = { $xs } X · { $points } points
web-watch = Regarder dans le navigateur
web-cross-out = barrer { $cell }
web-cross-out-ask = Carte magique 7 : barre une de tes cases utilisées de cette couleur (elle comptera 0), ou aucune.
web-cross-out-back = ← Une autre case
web-dice-chosen = Touche les dés à garder ou à lancer.
web-trick-won = { $name } l'a remporté.
web-scores = Scores
web-chart = Courbe des scores
web-page = Ta Page de prédiction
web-set = Poser
web-activity-outside = Ouvre Wizard depuis Discord (son Activité), ou le lien de ta table.
web-activity-signing-in = Connexion avec Discord…
web-activity-refused = Discord n'a pas confirmé qui tu es ; rouvre l'Activité.
web-activity-none = Pas encore de table ici : lance-en une avec /wizard new ou /dice new.
web-activity-choose = Tu as plusieurs tables ici : choisis-en une.
web-activity-seat = Table { $game } : ta place
web-activity-watch = Table { $game } : regarder
web-link-malformed = Ce n'est pas un lien de table.
web-link-forged = Ce lien n'a pas été créé par le bot, ou il a été modifié.
web-link-expired = Ce lien a expiré : ouvre la partie dans Discord pour en obtenir un nouveau.
web-game-ended = Cette partie est terminée.
web-game-gone = Cette partie n'existe pas.
web-unreachable = La table est injoignable pour le moment ; réessaie dans un instant.
web-too-many-pages = Trop de pages sont ouvertes ; réessaie dans un instant.
web-too-many-moves = Trop de coups à la fois : attends un instant.
web-not-a-move = La page a envoyé autre chose qu'un coup ; recharge-la.
web-no-picture = Cette image n'existe pas.
web-activity-busy = Trop de connexions en ce moment ; attends une minute et rouvre l'Activité.
web-activity-elsewhere = Cette Activity ne se trouve pas là où la page l’indique.
web-discord-unreachable = Discord est injoignable pour le moment ; réessaie bientôt.
web-not-a-sign-in = La page n’a pas envoyé de connexion valable ; rouvre l’Activity.
web-not-sent = Ton coup n'a pas pu être envoyé : vérifie ta connexion et réessaie.
web-held = Pas de connexion : ton coup part dès que la table revient.
played-for-you = ⏱ Ton temps est écoulé, l'ordinateur a joué pour toi : { $moves }.
moved-bid = une prédiction de { $bid }
moved-trump = { $suit } comme atout
moved-predict = la prédiction { $cell }
moved-pass = aucune prédiction
moved-colour = { $colour } comme couleur Zarbi
moved-roll = un lancer de dés
moved-leave = le lancer pris
moved-stop = la fin des lancers
moved-score = le lancer noté
web-rounds = Manches
web-seer = Voyant
web-back = Retour à la partie dans Discord
web-read-only = La partie est terminée : cette page ne change plus.
web-end-points = { $points } points
web-dealer = Donneur
web-sheet = Feuille de marque
web-picked = Choisi d'avance : joué dès que c'est ton tour. Touche-le de nouveau pour annuler.
web-dropped = Ce que tu avais choisi d'avance ne peut pas être joué maintenant : choisis de nouveau.
web-not-yet = Ce n'est pas encore ton tour : touche une carte pour la choisir d'avance.
web-sound = Son et vibration quand c'est ton tour
web-clock = Temps restant
web-clock-until = jusqu'à { $when }
web-clock-stands = reste { $left }
web-clock-paused = ⏸ en pause
web-clock-away = ✈ absent jusqu'à { $when }
web-clock-rests = 🌙 heures calmes jusqu'à { $when }
web-rematch-opened = Revanche ouverte dans Discord : les mêmes joueurs, un nouveau salon.
web-summary = Manche { $round } — annoncé / fait, points
web-summary-seat = { $bid } / { $tricks }, { $points }
web-pace-short = encore { $n }
web-pace-made = ✓ réussi
web-pace-over = ▲ { $n } de trop
web-not-over = La partie n'est pas encore terminée.
web-reconnecting = Reconnexion…
web-watching = { $n } { $n ->
    [one] spectateur
   *[other] spectateurs
}
activity-play = Jouer ici dans Discord
err-activity-off = Ce bot ne propose pas la table comme Activité Discord.
cmd-launch = Jouer à Wizard à la table, dans Discord

## Turn-based tables (#79)
err-not-turn-based = Cette table ne se joue pas au tour par tour : elle n'a pas d'horloges à mettre en pause.
err-not-later = Impossible de le garder pour plus tard maintenant : seulement ta prochaine prédiction, carte ou annonce de cette manche.
later-offer = ⏳ Ce n'est pas encore ton tour : choisis ton prochain coup maintenant, il sera joué dès que ton tour viendra.
later-left = ⏳ Gardé pour plus tard : { $move }. Joué à ton tour, s'il est permis alors.
later-dropped = ⚠️ Ce que tu avais gardé pour plus tard ({ $move }) n'était pas permis à ton tour. Choisis à nouveau.
dice-seer-kept = ⏳ Gardé : ce sera fait dès que { $names } seront sortis ou restés sur ce lancer (ici, tout le monde décide en même temps sur un lancer).
button-later-off = Reprendre
option-turn-based = Tour par tour : { $hours } h par coup (une horloge garde jusqu'à { $cap } h)
opt-pace = En direct, ou tour par tour : le temps que chaque coup ajoute à l'horloge d'un joueur
choice-pace-live = En direct (temps par tour en secondes)
choice-pace-1 = Tour par tour : 1 heure par coup
choice-pace-12 = Tour par tour : 12 heures par coup
choice-pace-24 = Tour par tour : un jour par coup
choice-pace-72 = Tour par tour : 3 jours par coup
clock-paused = ⏸ L'hôte a mis les horloges en pause { $when }.
clock-running = **{ $name }** ⏱ { $when }
clock-left = { $name } { $left }
clock-hours = { $h } h { $m } min
clock-days = { $d } j { $h } h
turn-title = À toi de jouer — { $name }, partie { $game }
turn-reminder-title = Rappel : à toi de jouer — { $name }, partie { $game }
turn-reminder = Il te reste un quart de ton temps.
turn-ran-out-title = Ton temps est écoulé — { $name }, partie { $game }
turn-ran-out = Le pilote automatique a joué ton tour. C'est { $n } sur { $max } d'affilée : à { $max }, l'ordinateur joue ta place pour de bon.
turn-ran-out-played = Joué pour toi : { $moves }.
turn-for-good = Ton temps s'est écoulé trop souvent d'affilée : l'ordinateur joue ta place pour de bon. Ton résultat compte ton propre jeu jusqu'ici.
turn-asked-trump = Choisis l'atout de la manche { $round }.
turn-asked-bid = Annonce tes plis pour la manche { $round }.
turn-asked-bid-covered = Annonce pour la manche { $round } : tout le monde annonce en même temps, les annonces se montrent quand toutes sont là.
turn-asked-play = Joue une carte dans la manche { $round }.
turn-asked-dice = Ta décision dans la manche { $round }.
turn-asked-take = Le Voyant t'attend dans la manche { $round } : prends ce lancer ou reste.
turn-clock = Ton temps s'écoule { $when } ({ $at }).
turn-where = Partie : { $place }
turn-go = Aller à la partie
button-turns-list = Tous mes tours
button-way-mention = Mentionne-moi plutôt dans la partie
button-way-dm = Envoie-moi un MP
button-way-off = Aucun message de tour
button-turns-again = Actualiser
cmd-turns = Chaque table au tour par tour qui t'attend, sur chaque serveur
turns-title = Tes tables au tour par tour
turns-for-you = T'attendent ({ $n })
turns-none-for-you = Rien ne t'attend.
turns-for-others = Attendent les autres ({ $n })
turns-none-for-others = Aucune.
turns-line = { $name } · partie { $game } · { $place }
turns-yours = ton temps s'écoule { $when }
turns-theirs = attend { $names } depuis { $when }
turns-moving = continue
turns-paused = ⏸ en pause (hôte)
turns-way-dm = Tes tours te trouvent par MP.
turns-way-mention = Tes tours te trouvent par une mention dans la partie.
turns-way-off = Tes tours ne t'envoient rien : regarde ici.
turns-open = Partie { $game }
turns-pause = Pause partie { $game }
turns-unpause = Reprendre partie { $game }
button-way-digest = Un MP par jour
turns-way-digest = Un MP par jour à { $hour } ({ $zone }) liste les tables qui t'attendent.
turns-quiet = Rien n'arrive de { $from } à { $until } ({ $zone }), et aucune de tes horloges n'expire pendant ce temps.
clock-rests = 🌙 { $name } : heures calmes, l'horloge attend jusqu'à { $when }
turns-digest-title = Tes tours aujourd'hui : { $n } en attente
opt-turn-messages = Comment tes tours te trouvent : un MP par tour, un MP par jour, une mention, ou rien
choice-messages-dm = Un MP par tour
choice-messages-digest = Un MP par jour (résumé)
choice-messages-mention = Une mention dans la partie
choice-messages-off = Rien
opt-digest-hour = L'heure (0–23, ton heure) de ton MP quotidien
opt-quiet-from = Aucun message de tour à partir de cette heure (0–23, ton heure)…
opt-quiet-until = …jusqu'à cette heure (0–23, ton heure)
opt-time-zone = Ton fuseau horaire, comme Europe/Paris ou America/Montreal
err-time-zone-unknown = Je ne connais pas ce fuseau horaire. Écris son nom comme Europe/Paris ou America/Montreal.
err-quiet-both = Les heures calmes ont besoin de deux bornes : silence_de et silence_jusqua.
name-messages = messages
name-digest_hour = heure_resume
name-quiet_from = silence_de
name-quiet_until = silence_jusqua
name-time_zone = fuseau_horaire
opt-vacation = Des vacances de ce nombre de jours : tes horloges s'arrêtent dans chaque partie au tour par tour
name-vacation = vacances
err-vacation-already = Tu es déjà en vacances. Appuie d'abord sur « Je suis de retour » dans /turns.
err-vacation-allowance = Il ne te reste pas autant de jours de vacances cette année : /turns dit combien.
turns-yours-away = ton tour ; ton horloge est arrêtée pendant tes vacances (jusqu'à { $when })
turns-yours-resting = ton tour ; ton horloge est arrêtée jusqu'à la fin de tes heures calmes
turns-away = { $name } (🏖 en vacances jusqu'à { $when })
turns-vacation-on = 🏖 Tu es en vacances jusqu'au { $when } : tes horloges sont arrêtées. Jours restants cette année : { $left }.
turns-vacation-left = 🏖 Jours de vacances restants cette année : { $left } (`/turns vacances:` arrête tes horloges partout).
button-vacation-back = Je suis de retour
clock-away = 🏖 { $name } en vacances jusqu'à { $when }
since-title = **Depuis ton dernier coup**
since-dealt = Manche { $round } distribuée ; atout : { $trump }.
since-trump-chosen = Atout choisi : { $suit }.
since-bids = Annonces : { $bids }.
since-trick = { $name } a gagné le pli : { $cards }.
since-table = Sur la table : { $cards }.
since-round-scored = Manche { $round } comptée.
since-seer = Manche { $round } : { $name } est le Voyant.
since-magic = Carte magique : { $card }.
since-predicted = { $name } a prédit { $what }.
since-predicted-secret = { $name } a prédit en secret.
since-passed = { $name } a passé.
since-crossed = { $name } a barré { $cell }.
since-rolled = Lancer { $roll }.
since-left = { $name } est sorti à ce lancer.
since-scored = { $name } a marqué.
since-round-over = La manche { $round } est finie.
since-more = … et { $n } avant.
