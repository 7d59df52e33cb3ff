# Traduction française de l’aide-mémoire des règles (ouvert avec F1 depuis n’importe quel écran).
# Source anglaise dans ../en ; les traductions utilisent les mêmes identifiants de messages.

## Vue d’ensemble

rules-overview-title = De quoi parle le jeu
rules-overview-body =
    Mists est un jeu coopératif de pose de tuiles pour 1 à 5 joueurs. Vous formez une seule équipe contre le jeu : tout le monde gagne ou perd ensemble, et chaque choix que les règles laissent libre est une décision d’équipe, saisie par le joueur actif.

    Tuile après tuile, vous construisez un paysage de routes, de villes et de prés autour de la grande tuile de départ. Le brouillard dérive sur le pays, et chaque nouvelle tuile dans le brouillard réveille des fantômes. Complétez des routes, des villes et des châteaux pour faire avancer le meeple de score sur la piste, ou renoncez aux points pour chasser les fantômes.

    Vous gagnez dès que l’équipe atteint l’objectif du niveau. Vous perdez si une nouvelle tuile demande plus de fantômes qu’il n’en reste dans la réserve, ou s’il faut piocher une tuile alors que la pile est vide. Il n’y a pas de décompte final.

    Sur la table : la tuile de départ (elle compte pour quatre tuiles), les tuiles encore à piocher, les meeples de chaque joueur, la réserve de fantômes, la piste de score avec le meeple de score et, à partir du niveau 3, les chiens Rufus et Ronja. Tout est visible de tous, sauf l’ordre des tuiles encore à piocher. Le panneau Table montre tout cela d’un coup d’œil.

## Le tour

rules-turn-title = Un tour, étape par étape
rules-turn-body =
    À chaque tour, le joueur actif effectue les étapes suivantes, dans cet ordre. Une étape qui ne concerne pas le niveau est sautée ; une étape suivante est jouée même si une étape précédente n’a rien donné.

    • 1a Placer une tuile (tous les niveaux) : piochez une tuile, montrez-la et posez-la là où elle s’adapte.
    • 1b Vérifier le brouillard (tous les niveaux) : chaque zone de brouillard complétée par la tuile renvoie ses fantômes dans la réserve.
    • 1c Enterrer un meeple (niveaux 2 à 6) : pour chaque cimetière que la tuile a complété, enterrez-y un meeple.
    • 2a Poser des fantômes (tous les niveaux) : les fantômes du brouillard de la nouvelle tuile, plus ceux des cimetières à partir du niveau 2.
    • 2b Poser un meeple (tous les niveaux) : vous pouvez poser un meeple sur la nouvelle tuile.
    • 3a Évaluation (tous les niveaux) : chaque zone complétée occupée par un meeple rapporte des points ou permet d’apaiser des fantômes.
    • 3b Chiens (niveaux 3 à 6) : pour chaque palier désormais atteint, passez à la pile suivante et faites entrer un chien en jeu.
    • 3c Tuile face cachée (niveaux 5 et 6) : si un cimetière est incomplet, posez à côté de lui une tuile face cachée, sans la regarder.

    Puis c’est au tour du joueur suivant, dans le sens horaire.

## Étape 1a

rules-place-tile-title = Placer une tuile
rules-place-tile-body =
    Piochez une tuile (à partir du niveau 3, toujours dans la pile active) et montrez-la à tout le monde. L’endroit où elle va est une décision d’équipe.

    La tuile se pose sur un emplacement vide, tournée comme vous le souhaitez, et doit toucher au moins une tuile face visible par un côté entier. Toucher seulement par un coin ne suffit pas, pas plus que toucher uniquement des tuiles face cachée.

    Chaque côté qui touche une tuile face visible doit la prolonger : route contre route, ville contre ville, pré contre pré. Le brouillard ne compte pas pour le placement : une route dans le brouillard peut prolonger une route sans brouillard, et un pré dans le brouillard peut toucher un pré sans brouillard. Les côtés tournés vers une tuile face cachée n’ont rien à prolonger.

    Si la tuile piochée ne s’adapte nulle part, elle est mise de côté pour le reste de la partie et vous en piochez une autre dans la même pile. Devoir piocher dans une pile vide fait perdre la partie.

    L’aire de jeu met en surbrillance chaque emplacement où la tuile s’adapte. Faites un clic droit ou appuyez sur { $key-turn } pour tourner la tuile.

## Étape 1b et zones de brouillard

rules-mist-title = Le brouillard et les zones de brouillard
rules-mist-body =
    Le brouillard recouvre des prés et des routes, jamais des villes, et les tuiles dans le brouillard portent des symboles Fantôme. Une zone de brouillard, c’est tout le brouillard qui se prolonge d’une tuile à l’autre : partout où des bords de brouillard se touchent, leur brouillard forme une seule zone.

    Une zone de brouillard est complète lorsqu’elle est fermée de tous côtés, un peu comme une ville terminée : chacun de ses bords de brouillard touche du brouillard sur la tuile voisine, et aucun ne donne sur un emplacement vide.

    Dès qu’un bord de brouillard touche un terrain sans brouillard (un pré ou une route sans brouillard) ou fait face à une tuile face cachée, la zone est bloquée. Aucune tuile ne pourra plus jamais la compléter, et ses fantômes restent jusqu’à ce qu’ils soient apaisés ou chassés par un chien.

    À l’étape 1b, examinez chaque zone de brouillard que la nouvelle tuile a complétée : tous les fantômes de cette zone retournent dans la réserve. Compléter une zone de brouillard n’est pas une évaluation : cela ne rapporte aucun point, ne demande aucun meeple et ne permet pas d’apaiser. La nouvelle tuile n’apporte pas non plus de fantômes pour une zone qu’elle vient de compléter.

## Étape 1c

rules-burial-title = Cimetières et enterrement
rules-burial-body =
    À partir du niveau 2, les tuiles Cimetière sont en jeu. Personne ne peut poser de meeple sur un cimetière ; les meeples n’y arrivent qu’en y étant enterrés.

    Aux niveaux 2 à 4, un cimetière devient complet dès que les quatre emplacements qui le bordent (en haut, en bas, à gauche et à droite) sont tous occupés par des tuiles ; les coins ne comptent pas. Aux niveaux 5 et 6, les cimetières sont hantés : un cimetière ne devient complet que lorsque les huit emplacements qui l’entourent sont tous occupés, face visible ou face cachée. Un cimetière posé sur un emplacement déjà entouré devient complet immédiatement.

    À l’étape 1c, pour chaque cimetière que la nouvelle tuile a complété, l’équipe y enterre un meeple. Choisissez n’importe quel meeple sur l’aire de jeu, de n’importe quelle couleur, même un meeple sur une zone qui serait évaluée à ce tour. S’il n’y a aucun meeple sur l’aire de jeu, prenez-en un dans la réserve de n’importe quel joueur. Un meeple enterré est définitivement hors jeu, et un chien qui l’accompagnait quitte la partie sans rien rapporter.

    Aux niveaux 2 à 4, compléter un cimetière renvoie aussi dans la réserve tous les fantômes qui s’y trouvent. Aux niveaux 5 et 6, les cimetières n’accueillent jamais de fantômes, et une tuile face cachée posée à l’étape 3c peut elle aussi compléter un cimetière, avec le même enterrement.

## Étape 2a

rules-ghosts-title = Poser des fantômes
rules-ghosts-body =
    À l’étape 2a, la nouvelle tuile réveille des fantômes, pris dans la réserve :

    • Chaque symbole Fantôme dans le brouillard de la nouvelle tuile appelle un fantôme.
    • Si le brouillard de la tuile prolonge du brouillard déjà en jeu, la tuile reçoit un fantôme de moins. C’est toujours un seul de moins, quel que soit le nombre de zones qu’elle prolonge.
    • Le brouillard qui appartient à une zone que cette tuile vient de compléter ne reçoit aucun fantôme.
    • Quand vous posez moins de fantômes qu’il n’y a de symboles, l’équipe choisit quels symboles restent vides.

    Niveaux 2 à 4 : chaque fois qu’au moins un fantôme est posé sur la nouvelle tuile et qu’un cimetière est incomplet, un fantôme de plus va sur un cimetière incomplet de votre choix. Jamais plus d’un par tour.

    Niveaux 5 et 6 : quand la nouvelle tuile est un cimetière, posez un fantôme sur chaque tuile avec du brouillard parmi les huit emplacements qui l’entourent, même si sa zone de brouillard est déjà complète.

    Si la réserve ne peut pas fournir tous les fantômes nécessaires à cette étape, l’équipe perd immédiatement. Utiliser le dernier fantôme ne pose aucun problème : une réserve vide ne fait pas perdre à elle seule.

## Étape 2b

rules-meeple-title = Poser un meeple
rules-meeple-body =
    À l’étape 2b, le joueur actif peut poser un meeple de sa réserve sur la tuile qu’il vient de placer, et uniquement sur celle-ci. Le meeple peut occuper :

    • une route, dans le brouillard ou non ;
    • une ville ;
    • à partir du niveau 2, le château.

    La zone entière, y compris ses parties déjà en jeu, doit être libre de tout meeple. Les meeples ne vont jamais sur les prés (dans le brouillard ou non), les cimetières ou les villages, ni sur la tuile de départ. Poser un meeple est facultatif : appuyez sur N pour passer.

    Un meeple reste où il est jusqu’à ce que sa zone soit complétée et évaluée ; vous ne pouvez pas le reprendre. Un meeple sur une zone qui ne pourra jamais être complétée reste bloqué jusqu’à la fin de la partie.

    Meeples par joueur : en solitaire, 4 couleurs de 3 meeples ; à deux joueurs, 2 couleurs de 3 meeples chacun ; de trois à cinq joueurs, une couleur de 5 meeples. Si vous avez plusieurs couleurs, vous pouvez utiliser n’importe laquelle à chaque tour. Aux niveaux 1 à 5, le meeple de score est un meeple supplémentaire d’une couleur que personne ne joue.

## Étape 3a

rules-scoring-title = Évaluation et apaisement
rules-scoring-body =
    À l’étape 3a, chaque route, ville et château que la nouvelle tuile a complété et qui est occupé par au moins un meeple est évalué. Une zone complétée sans meeple ne rapporte rien. Quand plusieurs zones sont complétées, l’équipe choisit l’ordre.

    Valeurs : une route vaut 1 point par tuile ; une ville, 2 points par tuile plus 2 par blason ; un château, 2 points par tuile avec du brouillard dans le carré de neuf tuiles formé par le château et ses huit voisines.

    Pour chaque zone, l’équipe choisit l’une des deux options :

    • Marquer : chaque couleur qui a un meeple sur la zone marque une fois sa valeur complète ; plusieurs meeples d’une même couleur n’ajoutent rien. Les couleurs d’un même joueur comptent chacune séparément.
    • Apaiser : personne ne marque ; à la place, retirez jusqu’à 3 fantômes d’une seule tuile de l’aire de jeu, au choix.

    Apaiser fait renoncer aux points de toutes les couleurs présentes sur cette zone. Dans les deux cas, ses meeples retournent ensuite à leurs propriétaires, et un chien qui accompagne l’un d’eux est évalué.

    Aux niveaux 1 à 5, tous les points font avancer le meeple de score commun ; au niveau 6, les points de chaque couleur vont à son propre meeple de score. L’objectif est vérifié après chaque attribution de points : dès qu’il est atteint, la partie est gagnée et il ne se passe plus rien.

## Étape 3b

rules-hounds-title = Piles, paliers et chiens
rules-hounds-body =
    À partir du niveau 3, les tuiles sont réparties en trois piles de 20, et chaque tuile est piochée dans la pile active. Chaque pile a un palier que l’équipe doit atteindre tant que cette pile est active ; le dernier palier est l’objectif.

    À l’étape 3b, quand votre total (au niveau 6, le plus bas des trois) atteint le palier de la pile active, deux choses se produisent. D’abord, les tuiles restantes de cette pile sont posées sur la pile suivante, qui devient active. Ensuite, un chien entre en jeu : Rufus au premier palier, Ronja au deuxième. Placez-le auprès de n’importe quel meeple de l’aire de jeu ; il peut alors chasser des fantômes sur au plus deux tuiles différentes parmi la tuile de ce meeple et les huit qui l’entourent, jusqu’à 3 fantômes sur chacune. Si une même évaluation franchit deux paliers, les deux se produisent dans l’ordre.

    Le chien reste avec son meeple. Quand la zone de ce meeple est résolue, par des points ou par un apaisement, le chien rapporte 1 point par fantôme alors présent sur l’aire de jeu et quitte la partie. Ses points ne peuvent jamais être échangés contre un apaisement.

    S’il n’y a aucun meeple sur l’aire de jeu, le chien est perdu, mais vous passez tout de même à la pile suivante. Un chien dont le meeple est enterré est perdu lui aussi. Si la pile active est épuisée avant que son palier soit atteint, l’équipe perd.

## Étape 3c

rules-facedown-title = Tuiles face cachée
rules-facedown-body =
    Aux niveaux 5 et 6, l’étape 3c termine chaque tour au cours duquel au moins un cimetière est incomplet, y compris un cimetière posé pendant ce tour.

    Piochez une tuile dans la pile active sans que personne ne la voie et posez-la face cachée sur n’importe quel emplacement vide parmi les huit qui entourent un cimetière incomplet. Elle n’a besoin ni de prolonger ni de toucher quoi que ce soit d’autre. Une seule tuile face cachée est posée par tour, quel que soit le nombre de cimetières incomplets. Si elle complète un cimetière, enterrez-y un meeple comme d’habitude. Si la pile est vide, l’équipe perd.

    Une tuile face cachée reste cachée jusqu’à la fin de la partie : personne ne la regarde, et ce qui y est imprimé ne compte jamais. Elle ne complète rien, sauf les cimetières. En revanche, elle hante ce qu’elle touche : une route ou une ville dont un bord lui fait face, un château qui l’a parmi ses huit voisines et une zone de brouillard dont un bord lui fait face ne peuvent plus jamais être complétés. Les meeples sur une zone hantée y restent bloqués.

    Une tuile face visible peut être posée à côté de tuiles face cachée, mais elle doit toujours toucher au moins une tuile face visible.

## Niveaux

rules-levels-title = Les six niveaux
rules-levels-body =
    Niveau 1, Le brouillard se lève : découvrez le brouillard. Ni châteaux ni cimetières (50 tuiles), 15 fantômes, une pile. Objectif : 50 points.

    Niveau 2, Châteaux et cimetières : les 60 tuiles. Les meeples peuvent occuper les châteaux ; les cimetières complets font enterrer un meeple, et les cimetières incomplets attirent un fantôme supplémentaire. 15 fantômes, une pile. Objectif : 75.

    Niveau 3, Les chiens : trois piles de 20 avec les paliers 15 et 50, qui font entrer en jeu Rufus et Ronja. 15 fantômes. Objectif : 100.

    Niveau 4, Rangs clairsemés : comme le niveau 3, mais avec 13 fantômes et les paliers 20 et 60. Objectif : 120.

    Niveau 5, Cimetières hantés : les cimetières ne deviennent complets qu’une fois leurs huit voisines posées, réveillent des fantômes sur leurs voisines dans le brouillard quand ils sont posés et attirent une tuile face cachée à chaque tour ; pas de fantôme supplémentaire sur les cimetières. 13 fantômes, paliers 15 et 50. Objectif : 100.

    Niveau 6, Trois meeples de score : comme le niveau 5, avec 12 fantômes. Trois couleurs en jeu reçoivent chacune un meeple de score, et chacun d’eux doit atteindre les paliers 10 et 25 puis l’objectif de 50 ; un palier ne compte qu’une fois que le plus bas l’a atteint. Les points d’une couleur sans meeple de score vont à l’un des trois, au choix de l’équipe.

    À chaque niveau, 3 des fantômes commencent sur la tuile de départ.

## Fin de partie

rules-end-title = Gagner et perdre
rules-end-body =
    Vous gagnez dès que l’objectif est atteint ou dépassé : 50, 75, 100, 120 et 100 points aux niveaux 1 à 5, ou les trois meeples de score à 50 au niveau 6.

    Vous perdez dès que l’une de ces situations se produit :

    • Fantômes : l’étape 2a demande plus de fantômes que la réserve n’en contient.
    • Tuiles : il faut piocher une tuile (pour un nouveau tour, pour remplacer une tuile qui ne s’adapte nulle part, ou comme tuile face cachée) et la pile active est vide. À partir du niveau 3, cela signifie que le palier de cette pile a été manqué.

    Il n’y a pas de décompte final : les zones inachevées ne valent rien.

    Si une victoire et une défaite se produisent au cours du même tour, c’est celle qui vient en premier dans l’ordre du tour qui compte, et la partie s’arrête là. Une tuile qui ne peut pas recevoir ses fantômes à l’étape 2a fait perdre la partie, même si elle aurait permis d’atteindre l’objectif à l’étape 3a. Un objectif atteint à l’étape 3a fait gagner, même si la réserve de fantômes est vide ou si la pioche suivante échouerait. Une pile vidée par la pioche de ce tour ne fait pas perdre si son palier est atteint plus tard dans le même tour.

## Glossaire

rules-glossary-title = Glossaire
rules-glossary-body =
    • Tuile : un carré de paysage. La tuile de départ compte pour quatre.
    • Zone : une route, une ville ou un château qu’un meeple peut occuper.
    • Route : un chemin qui traverse les tuiles ; 1 point par tuile.
    • Ville : un espace entouré de remparts ; 2 points par tuile.
    • Blason : un écusson dans une ville, qui rapporte 2 points de plus.
    • Château : à partir du niveau 2 ; complet lorsqu’il est entouré de huit tuiles.
    • Cimetière : à partir du niveau 2 ; fait enterrer un meeple lorsqu’il devient complet.
    • Village : un groupe de maisons où les routes s’arrêtent.
    • Brouillard : une brume grise sur les prés et les routes, avec des symboles Fantôme.
    • Zone de brouillard : tout le brouillard relié d’une tuile à l’autre par leurs bords.
    • Fantôme : une figurine réveillée par le brouillard ; la réserve ne doit jamais en manquer.
    • Réserve : les fantômes qui ne sont pas sur l’aire de jeu, ou les meeples qu’un joueur n’a pas encore posés.
    • Meeple : la figurine d’un joueur, posée sur une zone.
    • Meeple de score (pion Score) : marque les points de l’équipe sur la piste ; trois au niveau 6.
    • Pile : l’une des trois piles de 20 tuiles, à partir du niveau 3.
    • Palier : le total à atteindre avant que la pile active soit épuisée.
    • Chien : Rufus ou Ronja ; entre en jeu à un palier et chasse des fantômes.
    • Apaiser : renoncer à une évaluation pour retirer jusqu’à 3 fantômes d’une tuile.
    • Tuile face cachée : une tuile cachée, posée à côté d’un cimetière incomplet.
    • Hanté : qui touche une tuile face cachée et ne peut donc jamais être complété.
