# Textes français de la fenêtre de jeu (traduits de ../en, mêmes identifiants).
# Variables : { $name }. Les pluriels utilisent les sélecteurs Fluent.

app-title = Carcassonne – Ombres et Brouillard

## Choix du niveau
title-choose-level = Choisissez un niveau
title-could-not-start = Impossible de lancer la partie : { $error }
level-n = Niveau { $n }
title-goal = objectif { $goal }{ $each ->
    [each] {" "}chacun
   *[total] {""}
}
title-markers = {" "}· Rufus { $rufus } · Ronja { $ronja }{ $each ->
    [each] {" "}chacun
   *[total] {""}
}
title-level-stock = { $tiles } tuiles, { $piles ->
    [one] { $piles } pile
   *[other] { $piles } piles de { $per_pile }
}, { $ghosts } fantômes
title-unlock-all = Débloquer tous les niveaux
title-your-presets = Vos préréglages de niveau (dossier de données, levels/) :
title-players = Joueurs :
title-player-n = Joueur { $n } :
title-bot = bot
title-bot-speed = Vitesse du bot :
title-seconds-per-decision = {" "}s par coup
title-player-aids = Aides de jeu (conseils, emplacements autorisés, alerte fantômes)
title-search = Bot plus fort (anticipe)
title-search-tip = Les places des bots et les conseils jouent chaque pose de tuile plusieurs fois quelques tours d’avance, jusqu’à une seconde par pose (le conseil joue ensuite les meilleures jusqu’au bout pour leurs chances de victoire) ; la fenêtre reste réactive.
title-colours-per-player = { $colours ->
    [one] { $colours } couleur
   *[other] { $colours } couleurs
} par joueur, { $meeples } meeples par couleur.
title-scoring-meeple = Meeple de score :
title-seed = Numéro de mélange :
title-seed-random = aléatoire
title-advanced = Avancé : variantes de règles
title-start = Commencer

level-1-blurb = Découvrez le brouillard : complétez des zones de brouillard, apaisez les fantômes, atteignez 50 points.
level-2-blurb = Les châteaux comptent leurs voisines dans le brouillard ; les cimetières complets font enterrer un meeple ; atteignez 75.
level-3-blurb = Trois piles avec des paliers ; les chiens Rufus et Ronja chassent les fantômes ; atteignez 100.
level-4-blurb = Seulement 13 fantômes et des paliers plus élevés : 20, 60, puis 120.
level-5-blurb = Les cimetières ne sont complets qu’avec 8 voisines, hantent leurs voisines dans le brouillard et attirent des tuiles face cachée.
level-6-blurb = Trois meeples de score doivent chacun atteindre 10, 25 et 50 ; 12 fantômes.

colour-red = rouge
colour-green = vert
colour-blue = bleu
colour-yellow = jaune
colour-black = noir
colour-pink = rose

## Variantes de règles
switch-joint-scoring = Plusieurs couleurs sur une même zone
switch-colours-multiply = chaque couleur marque
switch-majority = la majorité marque
switch-level6-setup = Meeples de score du niveau 6
switch-revised-2023 = trois (règles révisées)
switch-original-2022 = un par couleur (première édition)
switch-pacify-unoccupied = Apaiser avec des zones que personne n’occupe
switch-hound-vicinity = Tuiles qu’un chien peut atteindre
switch-haunted-cells = Tuiles hantées par un cimetière hanté
switch-facedown-cells = Emplacements des tuiles face cachée
switch-8-around = les 8 autour
switch-4-sides = les 4 côtés
switch-tile58 = Symboles Fantôme sur la tuile 58
switch-symbol-counts = Symboles Fantôme par exemplaire
switch-per-copy = tels qu’imprimés (75)
switch-uniform = identiques sur chaque exemplaire (78)
switch-defaults = Valeurs par défaut

## Menus
menu-quit = Quitter
menu-resume = Reprendre
menu-paused = Pause
menu-restart = Recommencer le niveau
menu-title-page = Page d’accueil
menu-save-quit = Sauvegarder et quitter
menu-save-quit-tip = La partie est sauvegardée après chaque décision ; « Continuer » la reprend.
menu-quit-unsaved-tip = Une leçon ou une rediffusion n’est pas sauvegardée : Quitter ferme le jeu.

## L’écran de jeu
hud-tiles = Tuiles restantes : { $left } · posées : { $placed } · mises de côté : { $discarded }
hud-tiles-tip = Les tuiles encore dans les piles, les tuiles sur la table et les tuiles mises de côté parce qu’elles ne s’adaptaient nulle part.
hud-seed = mélange { $seed }
hud-seed-tip = Le numéro du mélange : lancez une partie avec le même numéro pour obtenir les mêmes tuiles dans le même ordre.
hud-drawn = La tuile piochée
hud-needs = { $n ->
    [one] demande jusqu’à 1 fantôme
   *[other] demande jusqu’à { $n } fantômes
}
hud-fits = { $cells ->
    [one] { $cells } emplacement possible
   *[other] { $cells } emplacements possibles
}
hud-help-place = Cliquez sur un emplacement en surbrillance pour y poser la tuile (ou { $key-previous-cell }/{ $key-next-cell } pour en choisir un, { $key-place } pour poser)
hud-help-view = { $key-turn } ou clic droit : tourner · glisser : déplacer la vue · molette : zoom
hud-help-keys = { $key-recentre } : centrer · { $key-rules } : règles · { $key-menu } : menu
side-top = haut
side-right = droit
side-bottom = bas
side-left = gauche
why-occupied = Pas ici : cet emplacement a déjà une tuile.
why-no-contact = Pas ici : une tuile doit toucher une tuile posée par un côté entier ; un coin ne suffit pas.
why-only-facedown = Pas ici : une tuile face cachée ne compte pas comme contact ; la tuile doit aussi toucher une tuile face visible par un côté.
why-mismatch = Pas ici tournée ainsi : { $count ->
    [one] son bord { $sides } ne correspond
   *[other] ses bords { $sides } ne correspondent
} pas aux tuiles voisines (route contre route, ville contre ville, pré contre pré ; la brume ne compte pas).
why-turn-it = Tournée autrement, elle va ici : { $key-turn } ou clic droit.
why-no-turn = Elle ne va ici dans aucune orientation.
why-one-way = Cette tuile ne va ici que tournée comme maintenant.

## Fin de partie
over-title = Partie terminée
over-won = Victoire !
over-won-why = L’objectif est atteint : les fantômes reposent en paix.
over-lost = Défaite
over-lost-ghosts = Le brouillard réclamait plus de fantômes que la réserve n’en contenait.
over-lost-tiles = Il fallait piocher une tuile, mais la pile était vide : son palier n’a pas été atteint à temps.
over-ghosts-short = La tuile encadrée de rouge demandait { $needed ->
    [one] 1 fantôme
   *[other] { $needed } fantômes
} ; il n’en restait que { $supply } dans la réserve.
over-tiles-short = { $piles ->
    [one] La pile
   *[other] La pile { $pile } sur { $piles }
} s’est vidée avant { $threshold } points : { $short }.
over-short-team = l’équipe avait { $total }
over-short-colour = { $colour } avait { $total }
over-totals = Totaux : { $totals } (objectif { $goal })
over-tiles = { $placed ->
    [one] { $placed } tuile posée
   *[other] { $placed } tuiles posées
    }, { $discarded ->
    [one] { $discarded } mise de côté
   *[other] { $discarded } mises de côté
    } (elles ne s’adaptaient nulle part)
over-replay = Revoir la partie
over-record-name = nom de l’enregistrement
over-save-record = Enregistrer la partie sous…
over-play-again = Rejouer
end-won = Victoire
end-lost = La brume l’a emporté
end-level-total = Niveau { $level } · { $total } points sur { $goal }
end-level-each = Niveau { $level } · le plus bas total { $total } sur { $goal } chacun
end-points-from = D’où viennent les points
end-no-points = aucun point marqué
end-from-roads = Routes
end-from-cities = Villes
end-from-castles = Châteaux
end-from-monasteries = Abbayes
end-from-fields = Prés
end-from-mist = Bancs de brume
end-from-hounds = Chiens
end-ghosts = Fantômes apaisés : { $pacified } · retirés du plateau en tout : { $removed } · encore sur le plateau : { $left }
end-tiles = Tuiles posées : { $n } · partie décidée au tour { $turn }
end-see-board = Voir le plateau
chart-score = Score par tour, face aux paliers et à l’objectif
chart-total = total { $colour }
chart-team-total = total de l’équipe
chart-threshold = palier { $n }
chart-goal = objectif { $n }
chart-ghosts = Fantômes sur l’aire de jeu
chart-ghosts-line = fantômes
chart-all-ghosts = les { $n } fantômes
ok = OK

## Chargement, À propos, avis de plantage
loading = Dessin des tuiles…
loading-failed = Impossible de charger le jeu de tuiles :
loading-hint = Réglez BEVY_ASSET_ROOT sur le dossier qui contient assets/.
about-button = À propos de Mists
about-what = Une édition numérique du jeu coopératif de pose de tuiles, de fantômes et de brouillard (licence MIT ou Apache-2.0).
about-fonts = Polices : Ubuntu Light (Ubuntu Font Licence 1.0), Hack (licences MIT et Bitstream Vera), Noto Emoji et emoji-icon-font (SIL Open Font Licence 1.1, MIT), pour le latin et le cyrillique ; titres en EB Garamond de Georg Duffner (SIL Open Font Licence 1.1). Leurs licences sont dans la liste repliée ci-dessous.
about-crates = Crates incluses et leurs licences (générées par cargo-about) :
about-rules = Les règles suivent le livret anglais (Z-Man Games) avec les corrections de Hans im Glück de mars 2023, la FAQ de l’éditeur et les réponses de l’auteur ; le jeu compétitif suit l’extension « Fantômes, châteaux et cimetières ».
about-licences = Licences des crates et polices incluses
crash-title = La dernière session s’est arrêtée sur une erreur
crash-where = Désolé : Mists s’est arrêté sur une erreur la dernière fois. Un rapport avec la partie jusque-là se trouve dans
crash-send = Nous l’envoyer, avec un mot sur ce que vous faisiez, aide à corriger le bug.

## Parties sauvegardées
saves-title = Parties sauvegardées
saves-continue = Continuer : niveau { $level } · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} · tour { $turn }
saves-row-level = Niveau { $level } · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
saves-row-turn = tour { $turn } · totaux { $totals }
saves-continue-one = continuer
saves-replay = revoir
saves-review = analyser
saves-delete = supprimer
save-playing = en cours
save-won = gagnée
save-lost = perdue
ago-now = à l’instant
ago-minutes = il y a { $n } min
ago-hours = il y a { $n } h
ago-days = { $n ->
    [one] il y a { $n } jour
   *[other] il y a { $n } jours
}

## Rediffusions
replay-title = Rediffusion
replay-where = Tour { $turn } · étape { $at } sur { $n }
replay-turn-back = ⏮ tour
replay-back = ◀ étape
replay-play = ▶ lecture
replay-pause = ⏸ pause
replay-forward = étape ▶
replay-turn-forward = tour ⏭
replay-speed = étapes par seconde

## Les mots de l’aire de jeu
words-the-feature = la zone
words-road = { $tiles ->
    [one] la route d’une tuile
   *[other] la route de { $tiles } tuiles
}
words-city = { $tiles ->
    [one] la ville d’une tuile
   *[other] la ville de { $tiles } tuiles
}{ $arms ->
    [0] {""}
    [one] {" "}avec un blason
   *[other] {" "}avec { $arms } blasons
}
words-castle = le château
words-monastery = l’abbaye
words-field = le pré
words-mist-bank = { $tiles ->
    [one] le brouillard d’une tuile
   *[other] la zone de brouillard de { $tiles } tuiles
}
words-new-tile = la nouvelle tuile
words-cemetery = la tuile Cimetière
words-castle-tile = la tuile Château
words-monastery-tile = la tuile Abbaye
words-village-tile = la tuile Village
words-tile-ghosts = { $n ->
    [0] la tuile
    [one] la tuile à { $n } fantôme
   *[other] la tuile à { $n } fantômes
}
words-supply = la réserve
words-nobody = personne

## Options d’une décision
opt-place = poser la tuile sur l’emplacement marqué, tournée de { $degrees }°
opt-leave-empty = laisser un symbole vide dans { $feature }
opt-cemetery-ghost = le fantôme supplémentaire sur ce cimetière
opt-haunt = le fantôme dans { $feature } ({ $side })
opt-meeple = un meeple { $colour } sur { $feature }
opt-no-meeple = pas de meeple (N)
opt-score-next = évaluer d’abord { $feature }
opt-score = marquer les points
opt-pacify-none = apaiser, sans retirer de fantôme
opt-pacify = { $n ->
    [one] apaiser : retirer { $n } fantôme de { $tile }
   *[other] apaiser : retirer { $n } fantômes de { $tile }
}
opt-assign = au meeple de score { $colour } (total { $total })
opt-bury = enterrer le meeple { $colour } ({ $on })
opt-hound-joins = le chien rejoint le meeple { $colour } sur { $on }
opt-hound-chases = { $n ->
    [one] le chien chasse { $n } fantôme de { $tile }
   *[other] le chien chasse { $n } fantômes de { $tile }
}
opt-hound-done = le chien ne chasse plus de fantômes
opt-facedown = poser ici la tuile face cachée

## Ce qui est à décider
ask-place = Placez la tuile piochée
ask-leave-empty = Un fantôme de moins : quel symbole reste vide ?
ask-cemetery-ghost = Quel cimetière incomplet reçoit le fantôme supplémentaire ?
ask-haunt = Quel brouillard reçoit le fantôme ?
ask-meeple = Poser un meeple sur la nouvelle tuile ?
ask-order = Plusieurs zones sont complètes : laquelle d’abord ?
ask-score-or-pacify = Zone complète : { $feature }. { $points ->
    [one] { $points } point
   *[other] { $points } points
    } { $colours ->
    [one] pour { $who }
   *[other] pour chaque couleur présente ({ $who })
    }, ou bien apaisez à la place jusqu’à 3 fantômes d’une même tuile.
ask-assign = { $points ->
    [one] { $points } point
   *[other] { $points } points
    } pour la couleur { $colour } : quel meeple de score les reçoit ?
ask-bury = Le cimetière marqué sur le plateau est complet : enterrez un meeple.
ask-hound = { $hound } entre en jeu : quel meeple le chien rejoint-il ?
ask-hound-clear = Le chien peut chasser jusqu’à 3 fantômes de chacune de 2 tuiles proches.
ask-facedown = Posez la tuile face cachée à côté d’un cimetière incomplet.

## Le panneau de décision
panel-teammate = Un coéquipier décide de tout, sauf du placement de la tuile
panel-teammate-tip = Un bot répond pour vous aux autres questions du tour.
panel-elsewhere = Le joueur { $n } joue ce tour ailleurs : on l’attend.
panel-undo = Annuler (Ctrl+{ $key-undo })
panel-hint = Indice ({ $key-hint })
panel-suggests = L’indice suggère : { $option }
panel-search-suggests = Le bot de recherche suggère : { $option }
panel-then = Puis : { $option }
panel-placement-at = sur la case marquée { $mark }, tournée de { $degrees }°
hint-place = posez la tuile sur la case marquée, tournée comme l’aperçu le montre quand vous la pointez
hint-why = Pourquoi : { $why }.
hint-why-bank = elle ferme { $banks ->
    [one] un banc de brume
   *[other] { $banks } bancs de brume
} et { $n ->
    [0] aucun fantôme ne quitte le plateau
    [one] 1 fantôme quitte le plateau
   *[other] { $n } fantômes quittent le plateau
}
hint-why-arrive = elle apporte { $n ->
    [0] aucun fantôme
    [one] 1 fantôme
   *[other] { $n } fantômes
} et { $supply } restent dans la réserve
hint-why-enough = assez pour toute tuile encore à venir (la plus exigeante en prend { $worst })
hint-why-short = moins que les { $worst } que prendrait la tuile à venir la plus exigeante
panel-thinking = Le bot de recherche réfléchit…
panel-rating = { $option } : { $rating } sur 100 après { $turns ->
    [one] 1 tour joué
   *[other] { $turns } tours joués
} d’avance
panel-rating-pile = { $option } : { $rating } sur 100 après { $turns ->
    [one] 1 tour joué
   *[other] { $turns } tours joués
} d’avance, ou jusqu’à la fin de la pile quand elle est proche
panel-chance = { $percent } % de victoires sur { $games ->
    [one] une partie jouée
   *[other] { $games } parties jouées
} jusqu’au bout
panel-with-meeple = { $option }, puis { $meeple }
panel-playing-out = Parties jouées jusqu’au bout pour les chances de victoire…
panel-why = pourquoi ? ({ $key-rules })
panel-click-tiles = Vous pouvez cliquer sur les tuiles en surbrillance, sur l’aire de jeu.
panel-click-spot = ou cliquez sur un anneau de la nouvelle tuile, ou sur une couleur ci-dessous.
panel-click-spot-quick = Un clic sur un anneau pose le meeple de la dernière couleur posée, ou de celle qui a le plus de meeples en réserve ; Maj-clic sur un anneau pour choisir la couleur.
panel-back = retour

## Le panneau Table
table-title = Table
table-total = { $total } / { $goal } (case { $space }, tour de piste { $lap })
table-total-tip = La piste de score : chaque total face à l’objectif. La piste compte 50 cases ; au-delà de 49, un total repart pour un nouveau tour.
table-goal = objectif
table-pile-mark = pile { $pile } : { $who } { $threshold }
table-marks-tip = Le palier de chaque pile : atteignez-le avant que la pile soit épuisée. En atteindre un fait entrer un chien en jeu et ouvre la pile suivante.
table-next = prochain palier : { $next }
table-ghost-warning = { $n ->
    [one] ⚠ { $n } des tuiles encore à venir ne pourrait pas être posée sans manquer de fantômes
   *[other] ⚠ { $n } des tuiles encore à venir ne pourraient pas être posées sans manquer de fantômes
}
table-piles-tip = Les tuiles encore dans chaque pile. Si la pile active est épuisée avant que son palier soit atteint, la partie est perdue.
table-gauge-ghosts = Fantômes en réserve : { $left } sur { $total } · { $board } sur l’aire de jeu
table-gauge-pile = La pile active : encore { $left ->
    [one] 1 tuile
   *[other] { $left } tuiles
}
table-danger-ghosts = Les fantômes ont manqué en { $turns } tours ou moins dans { $lost } des { $tried } parties jouées à partir d’ici.
table-danger-pile = La pile active s’est épuisée avant son palier en { $turns } tours ou moins dans { $lost } des { $tried } parties jouées à partir d’ici.
table-danger-tip = L’ordinateur joue les { $turns } tours suivants depuis cette position { $tried } fois, comme un joueur prudent, les tuiles inconnues mélangées à nouveau chaque fois (il ne voit jamais le vrai ordre), et compte les parties perdues de chaque façon. Orange : un quart ou plus perdues ainsi ; rouge : quatre sur dix ou plus.
table-pile-need = { $tiles ->
    [one] Il reste 1 tuile
   *[other] Il reste { $tiles } tuiles
} dans la pile en jeu ; pour atteindre { $threshold } : { $who }.
table-need-team = il manque { $n } points à l’équipe
table-need-colour = il manque { $n } au { $colour }
table-pile-need-tip = Si la pile en jeu s’épuise avant que son seuil soit atteint, la partie est perdue. La marque blanche sur la piste de score est le seuil en vigueur.
table-pile-out-of-reach = Hors de portée : les tuiles restantes rapportent au plus { $reach } points, cette pile s’épuisera avant.
table-pile-odds = Un bot qui joue la suite d’ici a atteint le seuil dans { $reached } essais sur { $tried }.
table-pile-at-risk = En danger : un bot qui joue la suite d’ici n’a atteint le seuil que dans { $reached } essais sur { $tried }.
table-pile-odds-tip = L’ordinateur rejoue la partie à partir d’ici de nombreuses fois, comme un joueur prudent, les tuiles inconnues dans un nouvel ordre au hasard à chaque fois (il ne regarde jamais le vrai ordre), et compte combien de fois le seuil a été atteint avant que la pile ne s’épuise.
hound-waiting = attend sur son palier
hound-with-meeple = avec un meeple
hound-lost = perdu
hound-scored = évalué
table-hound-tip = Les chiens attendent sur les paliers ; quand l’un d’eux est atteint, son chien rejoint un meeple et chasse des fantômes.
table-player = Joueur { $n }
table-supply-tip = { $colour } : { $n ->
    [one] { $n } meeple en réserve
   *[other] { $n } meeples en réserve
    }

## Le journal
log-turn = Tour { $turn } : joueur { $player }
log-placed = une tuile est posée
log-discarded = une tuile ne s’adapte nulle part et est mise de côté
log-bank-closed = { $tiles ->
    [one] un brouillard est complété
   *[other] une zone de brouillard de { $tiles } tuiles est complétée
}
log-ghosts-rise = { $n ->
    [one] { $n } fantôme apparaît sur { $tile }
   *[other] { $n } fantômes apparaissent sur { $tile }
}
log-why-bank = zone de brouillard complétée
log-why-pacified = apaisement
log-why-cemetery = cimetière complet
log-why-hound = chasse du chien
log-ghosts-leave = { $n ->
    [one] { $n } fantôme s’en va : { $why }
   *[other] { $n } fantômes s’en vont : { $why }
}
log-meeple-placed = un meeple { $colour } est posé
log-meeple-returns = un meeple { $colour } retourne dans sa réserve
log-meeple-buried = un meeple { $colour } est enterré
log-road = route
log-city = ville
log-castle = château
log-monastery = abbaye
log-field = pré
log-mist = brouillard
log-scored = zone complète ({ $what }) : { $points ->
    [one] { $points } point
   *[other] { $points } points
    } pour { $who }
log-pacified = { $n ->
    [one] apaisement : { $n } fantôme retiré
   *[other] apaisement : { $n } fantômes retirés
}
log-points = +{ $points } (total { $total })
log-hound-out = { $hound } entre en jeu
log-hound-lost = { $hound } : chien perdu
log-hound-scores = { $hound } rapporte { $points ->
    [one] { $points } point
   *[other] { $points } points
    }
log-pile = la pile { $pile } est maintenant active
log-facedown = une tuile est posée face cachée
log-cemetery-closed = un cimetière devient complet
log-refused = refusé : { $reason }
log-won = l’objectif est atteint !
log-lost = la partie est perdue

## Aide-mémoire des règles et réglages
rules-window = Règles ({ $key-rules })
rules-search = Rechercher :
rules-nothing-found = Aucun résultat.
settings-title = Réglages ({ $key-settings })
settings-button = Réglages
settings-language = Langue
settings-system = celle du système
settings-ui-scale = Taille des textes et des panneaux
settings-damaged = Le fichier de réglages était endommagé : il a été mis de côté (settings.ron.bad) et les réglages par défaut sont utilisés.
hound-rufus = Rufus
hound-ronja = Ronja

## Tutoriel
tutorial-title = Apprendre à jouer
tutorial-intro = De courtes leçons avec les vraies règles : chacune dispose une table et vous montre une chose.
tutorial-lesson-n = Leçon { $n }
tutorial-step = Étape { $k } sur { $n }
tutorial-next = Suivant ({ $key-confirm })
tutorial-your-move = À vous : la marque dorée ou le bouton marqué montre où.
tutorial-hide = masquer
tutorial-wrong = Les règles le permettent, mais cette leçon demande autre chose ici : relisez le texte.
tutorial-try-again = Essayez encore.
tutorial-read-first = Lisez d’abord le texte, puis appuyez sur Suivant.
tutorial-done = Leçon terminée !
tutorial-next-lesson = Leçon suivante
tutorial-keep-playing = Continuer à jouer
tutorial-done-tip = Déjà faite : la rejouer.
tutorial-start-tip = Commencer cette leçon.
tutorial-competitive = Le jeu compétitif
tutorial-broken = Cette leçon n’a pas pu être lue : { $file }
settings-mute = muet
settings-placing = Pose
settings-confirm = confirmer la pose (un second clic ou { $key-confirm } pose)
settings-confirm-losing = demander avant une pose ou une réponse perdante

## Online co-op (src/online)
online-title = Jouer en ligne
online-host-heading = Héberger une partie
online-host-tip = Chaque place est jouée ici, sur un autre ordinateur, ou par un bot sur cet ordinateur.
online-spectators = Laisser regarder (ceux qui n’ont pas de place)
online-seat = Place { $n }
online-seat-here = ici
online-seat-remote = autre ordinateur
online-seat-bot = bot
online-seat-host = chez l’hôte
online-port = Port :
online-host-button = Héberger la partie
online-host-nobody = Personne d’autre ne pourrait rejoindre cette partie : mettez une place « autre ordinateur » (ou ajoutez des joueurs dans Nouvelle partie).
online-join-heading = Rejoindre une partie
online-address = Adresse :
online-name = Votre nom :
online-want-seat = Place :
online-any-seat = n’importe laquelle
online-join-button = Rejoindre
online-connecting = Connexion à { $addr }…
online-no-answer = Pas de réponse de { $addr }.
online-let-go = L’hôte ne vous donne pas de place et n’accepte pas de spectateurs : { $why }.
online-seat-owned = la place { $n } appartient à un autre joueur
online-seat-not-remote = la place { $n } ne se joue pas depuis un autre ordinateur
online-no-such-seat = il n’y a pas de place { $n }
online-seats-full = toutes les places sont prises
online-hosts-competitive = Héberge le jeu compétitif pour { $players } joueurs, comme choisi dans Jeu compétitif.
online-error = Impossible de jouer en ligne : { $error }
online-hosting = Partie hébergée : vos amis rejoignent à { $addr }
online-connected = Connecté à { $addr }
online-lost = La connexion avec l’hôte est perdue.
online-reconnecting = Reconnexion… { $s } s (jusqu’à { $limit } s ; la partie est conservée)
online-you-play = Vous jouez la place { $n }.
online-watching = Vous regardez : aucune place n’était libre.
online-waiting = attend son joueur
online-give-bot = Confier à un bot
online-stand-in = un bot, jusqu’au retour de son joueur
online-seat-away = { $name } (absent : rien reçu depuis quelques secondes, on attend)
online-code = Code d’invitation :
online-code-tip = Vos amis, où qu’ils soient, rejoignent avec le code court affiché au début de la partie (ou le long) : aucun port à ouvrir, chiffré.
online-lan = Sur ce réseau (adresse et port)
online-host-lan-button = Héberger sur ce réseau
online-join-lan-button = Rejoindre à cette adresse
online-hosting-code = Partie hébergée : vos amis rejoignent avec ce code
online-copy = Copier le code
online-paste-code = Tapez le code court, ou collez le long
online-the-host = l’hôte
online-host-on = Reprendre la dernière partie en ligne
online-host-on-tip = Si son hôte est parti : la partie continue depuis la copie de cet ordinateur avec un nouveau code ; les autres gardent leur place.
online-continue = Continuer la partie en ligne : { $what } · coup { $moves } (nouveau code)
online-continue-level = niveau { $level } · { $players } joueurs
online-continue-competitive = jeu compétitif · { $players } joueurs
online-ping-tip = P : montrer à tous la case sous le curseur

## Le jeu compétitif (RULES §20)
competitive-section = Jeu compétitif
competitive-title = Fantômes, châteaux et cimetières
competitive-blurb = Carcassonne en compétition, les tuiles Brouillard mêlées au jeu de base : les fantômes se posent sur les meeples de vos adversaires, les meeples gardiens leur échappent.
competitive-start = Jouer en compétition
competitive-continue = Reprendre la partie compétitive sauvegardée ({ $players } joueurs, { $tiles ->
    [one] une tuile posée
   *[other] { $tiles } tuiles posées
})
competitive-save-damaged = Une partie compétitive sauvegardée ne peut pas être reprise ; elle a été mise de côté sous { $file } : { $reason }
competitive-save-unreadable = Une partie compétitive sauvegardée ne peut pas être reprise : { $reason }
competitive-person = personne
competitive-online = joue en ligne
competitive-bot = bot
competitive-easy = facile
competitive-strong = fort
competitive-hint-place = Conseil : la case marquée en bleu, tournée comme la tuile piochée l’est maintenant.
competitive-hint-option = Conseil : le choix { $n }.
competitive-hint-pass = Conseil : passer.
competitive-seat = Joueur { $n }
competitive-supply = { $meeples ->
    [one] { $meeples } meeple
   *[other] { $meeples } meeples
}, { $guards ->
    [one] { $guards } gardien
   *[other] { $guards } gardiens
}
competitive-tiles-left = { $n ->
    [one] { $n } tuile restante
   *[other] { $n } tuiles restantes
}
competitive-ghost-supply = { $n ->
    [one] { $n } fantôme dans la réserve
   *[other] { $n } fantômes dans la réserve
}
competitive-turn = à { $who } de jouer
competitive-place = Posez la tuile piochée : cliquez une case éclairée (clic droit ou { $key-turn } la tourne), ou { $key-previous-cell }/{ $key-next-cell } puis { $key-place }.
competitive-ghost-other = Le brouillard s’est étendu : posez un fantôme sur le meeple d’un autre joueur.
competitive-ghost-own = Le brouillard a été contenu : posez un fantôme sur un de vos meeples.
competitive-ghost-on = { $n }. { $who } sur { $what } ({ $ghosts ->
    [0] aucun fantôme
    [one] 1 fantôme
   *[other] { $ghosts } fantômes
})
competitive-deploy = Posez un meeple ou un meeple gardien sur la nouvelle tuile, ou passez.
competitive-meeple = meeple
competitive-guard = gardien
competitive-pass = Passer ({ $key-place })
competitive-effect-ghost-other = Ici sa brume rejoint la brume : un fantôme sur un meeple d'un autre joueur, à votre choix.
competitive-effect-ghost-own = Ici sa brume touche une terre claire : un fantôme sur un de vos propres meeples.
competitive-effect-expands-free = Ici sa brume rejoint la brume, mais aucun meeple d'un autre joueur ne peut prendre de fantôme.
competitive-effect-limits-free = Ici sa brume touche une terre claire, mais aucun de vos meeples ne peut prendre de fantôme.
competitive-effect-completes = Elle achève { $what } : compté à la fin de votre tour, pour qui y a le plus de meeples.
competitive-effect-closes = Elle ferme le cimetière du gardien de { $who } : le gardien rentre à la fin de votre tour, avec un meeple gardien s'il en reste.
competitive-effect-nothing = Ici elle n'amène aucun fantôme et n'achève rien.
competitive-effect-home = son troisième fantôme : le meeple rentre
competitive-effect-guard = un meeple gardien revient
competitive-keeper = le cimetière (comme gardien)
competitive-bot-thinking = { $who } réfléchit…
competitive-waiting-for = En attente de { $who }…
competitive-help = Cliquez un anneau sur la nouvelle tuile pour un meeple (Maj-clic : meeple gardien), ou appuyez sur 1–9. Les fantômes ne se posent jamais sur les meeples gardiens.
competitive-over = Décompte final
competitive-winners = Victoire : { $who } avec { $points } points
competitive-col-roads = routes
competitive-col-cities = villes
competitive-col-monasteries = abbayes
competitive-col-fields = prés
competitive-col-castles = châteaux
competitive-col-ghosts = fantômes
competitive-col-total = total
competitive-chart = Scores tour par tour
competitive-again = Rejouer
competitive-save-record = Enregistrer la partie

# Decisions at the spot: sides of a tile, letters on the board, the colour chooser.
words-mark = marquée { $mark }
panel-colour-for = Couleur pour { $feature } :
words-side-n = nord
words-side-ne = nord-est
words-side-e = est
words-side-se = sud-est
words-side-s = sud
words-side-sw = sud-ouest
words-side-w = ouest
words-side-nw = nord-ouest
words-side-mid = centre
opt-remove-n = en retirer { $n }
panel-close = Fermer

# The title page and the pages it leads to.
title-tagline = Un jeu coopératif de tuiles, de brume et de fantômes
title-new-game = Nouvelle partie
title-learn = Apprendre à jouer
page-back = Retour
saves-none = Aucune partie sauvegardée : chaque partie est sauvegardée au fil du jeu.
saves-set-aside = { $file } n’a pas pu être chargée et est mise de côté dans le dossier des sauvegardes (rien n’a été supprimé). Raison : { $why }
about-credit = D’après « Carcassonne : Les Fantômes de la brume » (Hans im Glück, 2022) ; Carcassonne a été conçu par Klaus-Jürgen Wrede.
about-unofficial = Ceci est une édition non officielle de fans, ni réalisée ni approuvée par Hans im Glück.
online-hosts-level = Héberge le niveau { $level } pour { $players ->
    [one] 1 joueur
   *[other] { $players } joueurs
}, comme choisi dans Nouvelle partie.
title-won-tip = Vous avez gagné ce niveau.
title-best = Meilleur résultat : { $points } points
title-locked = Gagnez le niveau { $level } pour l’ouvrir.
over-unlocked = Le niveau { $level } est maintenant ouvert !

# The competitive game's log.
competitive-log-road = la route
competitive-log-city = la ville
competitive-log-monastery = l’abbaye
competitive-log-field = le pré
competitive-log-castle = le château
competitive-log-cemetery = le cimetière
competitive-log-set-aside = Une tuile ne convenait nulle part et a été mise de côté.
competitive-log-placed = { $who } a posé une tuile.
competitive-log-deployed = { $who } a posé : { $piece }.
competitive-log-ghost = Un fantôme s’est posé sur un meeple de { $who } ({ $n } dessus).
competitive-log-haunted = Un meeple de { $who } a fui son troisième fantôme.
competitive-log-scored = { $who } a marqué { $what } { $tiles ->
    [one] sur une tuile
   *[other] sur { $tiles } tuiles
} : { $points }
competitive-log-keeper = Le gardien de { $who } est rentré.
hud-controls = Commandes

# Play by turns (src/online/turns.rs)
turns-heading = Jouer tour par tour (pas besoin d’être en ligne ensemble)
turns-tip = Commencez une partie ici et jouez votre tour ; la fenêtre enregistre le fichier de la partie et vous donne un texte à envoyer au joueur suivant, qui l’ouvre ici et joue le sien. Chaque tour est signé avec la clé de son joueur : personne ne peut jouer votre place.
turns-new = Commencer une partie tour par tour : niveau { $level }, { $players ->
    [one] 1 joueur
   *[other] { $players } joueurs
}
turns-open-label = Ouvrir un tour : collez le texte reçu, ou tapez le chemin d’un fichier de tour.
turns-open = Ouvrir et jouer mon tour
turns-sent = Votre tour est signé et enregistré. Envoyez le texte de la partie au joueur de la place { $n } :
turns-sent-over = Votre tour est signé et enregistré, et la partie est finie. Envoyez le texte de la partie aux autres :
turns-copy = Copier le texte de la partie
turns-not-yours = C’est le tour de la place { $n }, et un autre joueur la joue.
turns-over = Cette partie est finie.
turns-error = Ce tour ne peut pas être ouvert : { $error }
turns-title = Tour par tour
turns-you-play = Vous jouez la place { $n }. À la fin de votre tour, il est signé et enregistré.
turns-back = Retour au menu
turns-save-error = Votre tour n’a pas pu être enregistré : { $error }

## La partie du jour et les statistiques (docs/daily.md)
daily-button = Partie du jour · { $date } · Niveau { $level }
daily-title = La partie du jour
daily-today = { $date } : niveau { $level }
daily-intro = Une partie par jour, la même pour tous : le même niveau et les mêmes tuiles dans le même ordre. Jouez seul ou ajoutez des coéquipiers robots. Votre première partie terminée du jour est celle qui compte.
daily-harder = Le niveau { $level } est au-delà des niveaux que vous avez ouverts (jusqu’au niveau { $open }) : une partie plus difficile que celles jouées jusqu’ici. Vous pouvez quand même la jouer.
daily-bots = Coéquipiers robots :
daily-play = Jouer la partie du jour
daily-play-again = La rejouer (seule la première partie compte)
daily-streak = Parties du jour gagnées d'affilée : { $n }
daily-won = gagnée, { $totals } points
daily-lost = perdue, { $totals } points
daily-history = Vos parties du jour
daily-none = Aucune partie du jour terminée pour l'instant.
daily-level = Niveau { $n }
daily-share = Partager
daily-shared = Écrit dans { $file } : envoyez-le à un autre joueur, qui pourra la regarder et vérifier le résultat.
daily-open = Regarder une partie du jour partagée (celle d'aujourd'hui)
daily-replay = Vérifier et regarder
daily-refused = Non affichée : { $why }
stats-title = Statistiques
stats-chart = Résultats au fil du temps
stats-chart-note = Une ligne par niveau, partie après partie (le résultat : le total, ou le plus bas total au niveau 6) ; un point marque une victoire.
stats-none = Aucune partie terminée pour l'instant.
stats-level = Niveau
stats-players = Joueurs
stats-games = Parties
stats-wins = Gagnées
stats-best = Meilleur résultat
stats-streak = Série (meilleure)
stats-accuracy = { $n ->
    [one] Une partie analysée : précision { $mean } %.
   *[other] { $n } parties analysées : précision moyenne { $mean } %, { $last } % pour la dernière.
}
stats-streak-note = Le meilleur résultat est le total auquel les seuils se mesurent (au niveau 6, le plus bas des trois). Une série, ce sont des victoires d'affilée.
stats-skipped = { $n } lignes du fichier de résultats étaient illisibles et ont été ignorées.
hud-daily = La partie du jour du { $date }

# The card beside a laid tile the pointer rests on (issue 47).
card-mist = { $bank } : { $state }
card-mist-open = des bords restent ouverts
card-mist-complete = plus aucun bord ouvert
card-mist-blocked = impossible à compléter
card-ghosts = Fantômes : { $n } · symboles Fantôme : { $symbols }
card-cemetery = Fantômes dans le cimetière : { $n }
card-meeple = Un meeple { $colour } sur { $feature }
card-here = ici : { $what }
card-piece = { $who } : { $kind } sur { $what } ({ $ghosts ->
    [0] aucun fantôme
    [one] 1 fantôme
   *[other] { $ghosts } fantômes
})
card-hound = { $hound } est avec le meeple { $colour }
table-stack-threshold = atteindre { $points }
settings-volume = Volume des effets
settings-ambience = Volume de l’ambiance (la brume)
settings-display = Affichage
settings-fullscreen = plein écran (F11)
settings-motion = Vitesse des animations
settings-motion-slow = lente
settings-motion-normal = normale
settings-motion-fast = rapide
settings-motion-instant = instantanée
settings-reduce-motion = réduire les mouvements (ni glissements, ni chutes, ni étincelles)
settings-controls = Commandes
settings-keys-reset = Touches par défaut
settings-key-or = ou
settings-press-key = appuyez sur une touche… (Échap : garder)
settings-key-taken = Cette touche sert déjà à : { $action }. Donnez d’abord une autre touche à celle-ci.
settings-key-unbindable = Cette touche ne peut pas être choisie (les chiffres répondent aux lignes).
action-place = poser la tuile comme montré
action-turn = tourner la tuile
action-next-cell = emplacement suivant où elle va
action-previous-cell = emplacement précédent où elle va
action-confirm = poser la tuile tenue · suivant (leçons)
action-undo = annuler
action-hint = indice
action-no-meeple = pas de meeple
action-recentre = centrer le plateau
action-menu = menu
action-rules = règles
action-settings = réglages
action-screenshot = capture d’écran
action-point = montrer un emplacement (en ligne)
action-fullscreen = plein écran
action-answer = choisir une réponse par son numéro
key-name-Space = Espace
key-name-Enter = Entrée
key-name-Esc = Échap
key-name-Home = Début
key-name-End = Fin
key-name-Delete = Suppr
key-name-Insert = Inser
key-name-Backspace = Retour arrière
key-name-Enterkeypad = Entrée (pavé numérique)
settings-patterns = motifs sur les meeples (un par couleur)

# Short codes and whether friends can reach the host (issue 50)
online-reach-checking = Vérification : vos amis peuvent-ils joindre cette partie…
online-reach-internet = Vos amis peuvent rejoindre de partout (par le relais { $relay }).
online-reach-local-relay = Vos amis qui atteignent le relais { $relay } peuvent rejoindre : il est sur cet ordinateur ou votre propre réseau, pas sur Internet.
online-reach-this-network = Seuls les amis sur ce réseau peuvent rejoindre : { $why }.
online-reach-nowhere = Personne ne peut rejoindre cette partie : { $why }.
online-why-relays-off = aucun relais n’est utilisé
online-why-relay-unreachable = le relais est injoignable (cet ordinateur est-il connecté ?)
online-why-no-network = cet ordinateur n’est sur aucun réseau
online-short-code = Code court, à lire à voix haute :
online-short-waiting = Le code court apparaît dès que vos amis peuvent trouver la partie.
online-short-retired = Le code court a été mal saisi trop souvent et ne fonctionne plus. Vos amis peuvent toujours rejoindre avec le code long.
online-long-code = Code long, à coller
online-short-knocking = Recherche de la partie par son code court…
online-short-mistyped = Ce code court est mal saisi : vérifiez chaque caractère (un code court n’a ni 0, ni O, ni 1, ni I, ni L).
online-short-no-lookup = Un code court a besoin d’Internet ; rejoignez plutôt avec le code long.
online-short-no-answer = Aucune partie ne répond à ce code court. Vérifiez-le avec l’hôte, ou utilisez le code long.
online-short-wrong = Ce code court est faux. Encore { $left ->
    [one] un essai faux
   *[other] { $left } essais faux
} et il ne fonctionnera plus.
online-short-retired-join = Ce code court ne fonctionne plus (trop d’essais faux). Demandez le code long à l’hôte.
online-short-full = Toutes les places de cette partie sont prises : son code court ne laisse entrer personne tant qu’aucune ne se libère. Si vous aviez une place, revenez avec le code long.
online-copy-short = Copier le code court

# The review of a finished game (issue 51)
review-title = Analyse
review-start = Analyser cette partie
review-start-note = Chaque décision est rejouée de nombreuses fois à partir de ce que l'équipe savait alors (environ une minute).
review-running = Analyse : { $done } décisions sur { $total }
review-cancel = Annuler
review-failed = L'analyse n'a pas pu être faite :
review-curve = Les chances de victoire de l'équipe, tour par tour (en rouge : une décision coûteuse, en orange : probablement coûteuse)
review-turning-point = Là où la partie a basculé : tour { $turn }, les chances de l'équipe sont tombées de { $before } % à { $after } %.
review-accuracy = Précision { $accuracy } % ({ $players })
review-accuracy-player = { $player } { $accuracy } %
review-accuracy-note = La part des chances de victoire du meilleur choix que les décisions ont gardée, en moyenne sur toutes les décisions jugées.
review-grade-small = Petite perte
review-grade-clear = Perte nette
review-grade-losing = Perd la partie
review-certain = certain
review-likely = probable
review-graded = { $grade }, { $certainty } :
review-why-loses = Posée là, la tuile appelait { $needs } fantômes d'une réserve de { $supply } : la partie était perdue sur-le-champ.
review-why-place = Posée là : bancs de brume fermés { $banks }, fantômes appelés de la réserve { $needs }. À la meilleure place : bancs fermés { $better_banks }, fantômes appelés { $better_needs }.
review-why-same = Les deux places font la même chose à ce tour : la différence se voit aux tours suivants.
review-why-answer = Avec cette réponse, l'équipe avait { $points } points et { $ghosts } fantômes sur la table à la question suivante ; avec la meilleure, { $better_points } points et { $better_ghosts } fantômes.
review-why-answer-loses = Avec cette réponse, la partie était perdue sur-le-champ ; la meilleure la laissait continuer.
review-why-same-answer = Les deux réponses laissent la table pareille à ce tour : la différence se voit aux tours suivants.
again-start = Rejouer d'ici
again-title = Rejouer : tour { $turn }
again-choose = Choisissez à nouveau. Le choix de la partie gardait environ { $chosen } % de chances de gagner ; la meilleure option trouvée par l'analyse, { $best } %.
again-weighing = Votre choix est joué sur les donnes de l'analyse…
again-result = Votre choix gagne environ { $new } % (le choix de la partie { $chosen } %, le meilleur trouvé { $best } %).
again-as-best = Aussi bon que la meilleure option trouvée par l'analyse.
again-better = Meilleur que le choix de la partie, sans égaler le meilleur.
again-worse = Moins bon que le choix de la partie.
again-same = À peu près aussi bon que le choix de la partie.
again-same-choice = Le même choix que dans la partie.
again-again = Rejouer
again-back = Retour à l'analyse
review-no-mistakes = Aucune décision n'a coûté plus que ce que le hasard explique : bien joué.
review-mistake = Tour { $turn } : { $chosen } au lieu de { $better } a coûté environ { $cost } %.
review-place-chosen = poser la tuile là
review-place-better = l'emplacement montré sur le plateau
review-match-start = Analyser cette partie
review-match-start-note = Chaque coup est rejoué de nombreuses fois à partir de ce que son joueur savait alors (quelques minutes).
review-match-running = Analyse : { $done } coups sur { $total }
review-match-curve = L'avance de chaque joueur sur le meilleur rival, tour par tour (en rouge : un coup coûteux)
review-match-no-mistakes = Aucun coup n'a coûté plus de points que ce que le hasard explique.
review-match-mistake = Tour { $turn }, { $seat } : { $chosen } au lieu de { $better } a coûté environ { $points } points.
review-play-pass = ne poser aucun pion
review-play-piece = un { $piece } sur le choix { $n }
review-play-ghost = le fantôme sur le choix { $n }

# Issue 62: what a placement does, by the cell the pointer rests on.
cell-here = Posée ici : { $what }.
cell-loses = Posée ici, la partie est perdue sur-le-champ : la brume demande { $needs ->
    [one] 1 fantôme
   *[other] { $needs } fantômes
} et la réserve en a { $supply }.
cell-loses-ask = Un clic la tient d’abord ici.
cell-loses-held = Cliquez encore ou appuyez sur { $key-confirm } pour la poser quand même.

# Issue 62: what an answer does, beside its button.
answer-mark = { $lost }/{ $tried } perdues
answer-mark-loses = ✖ perd
answer-loses-ghosts = Cette réponse perd la partie aussitôt : les fantômes viennent à manquer.
answer-loses-pile = Cette réponse perd la partie aussitôt : la pile en jeu s'épuise avant son seuil.
answer-loses-ask = Un clic la retient d'abord.
answer-loses-held = Cliquez encore ou appuyez sur { $key-confirm } pour répondre quand même.
answer-danger = Après cette réponse, sur { $tried } parties jouées { $turns } tours à partir d'ici : les fantômes ont manqué dans { $ghosts }, la pile en jeu dans { $pile }.
table-danger-range = Selon la réponse, de { $best } à { $worst } parties perdues sur { $tried }.
