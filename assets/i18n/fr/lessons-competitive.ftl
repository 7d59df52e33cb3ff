# Leçons sur le jeu compétitif (RULES §20) : assets/tutorial/competitive/*.ron. Dans une leçon,
# vous jouez les coups de tous les joueurs ; les textes appellent le joueur 1 (rouge) « vous ».

## Leçon compétitive 1 : fantômes sur les meeples et gardiens
competitive-lesson-1-title = Fantômes sur les meeples et gardiens
competitive-lesson-1-step-1 = Dans le jeu compétitif, les fantômes ne restent pas sur le plateau : la brume les pose sur des meeples, et chaque fantôme coûte des points à son propriétaire. Vous êtes le joueur 1 (rouge) contre le joueur 2 (vert). Vert a posé deux gardiens, marqués en or : un gardien ne reçoit jamais de fantôme.
competitive-lesson-1-step-2 = Vous avez pioché une tuile château avec de la brume sur deux côtés. Posez-la sur la marque dorée, tournée pour que sa brume touche la brume de la tuile voisine. La brume qui rejoint la brume étend la brume ; la brume contre une terre dégagée la limite. Cette pose fait les deux.
competitive-lesson-1-step-2-wrong = Cette leçon pose la tuile sur la marque dorée, tournée pour que tous ses côtés correspondent et que sa brume touche la brume voisine. Tournez-la avec { $key-turn } ou un clic droit.
competitive-lesson-1-step-3 = Vous avez étendu la brume : un fantôme va sur un meeple d'un autre joueur, à votre choix. Les gardiens de Vert ne peuvent pas le prendre : il ne reste que le meeple normal de Vert, qui porte déjà deux fantômes. Cliquez dessus ou appuyez sur 1.
competitive-lesson-1-step-3-wrong = Étendre la brume hante un meeple normal d'un autre joueur, jamais un gardien.
competitive-lesson-1-step-4 = Un troisième fantôme renvoie un meeple chez lui : le meeple de Vert est retourné dans sa réserve et ses trois fantômes dans la réserve générale. La brume de votre tuile a aussi touché une terre dégagée, ce qui limite la brume : un fantôme va maintenant sur l'un de vos propres meeples. Seul votre meeple normal peut le prendre.
competitive-lesson-1-step-4-wrong = Limiter la brume hante l'un de vos propres meeples normaux ; votre gardien ne prend pas de fantôme.
competitive-lesson-1-step-5 = Enfin, vous pouvez poser un meeple sur la nouvelle tuile. Placez un gardien dans son château : maintenez Maj et cliquez sur l'anneau du château, ou appuyez sur Maj+2. Aucun fantôme ne pourra s'y poser.
competitive-lesson-1-step-5-wrong = Cette leçon place un gardien dans le château : Maj+clic sur l'anneau du château, ou Maj+2.
competitive-lesson-1-step-6 = Bravo. Chaque joueur commence avec deux gardiens ; un cimetière fermé en rapporte un autre, comme le montre la leçon suivante. Deux fantômes dans le même tour vont d'abord sur le meeple d'un autre joueur, puis sur l'un des vôtres, et au plus un de chaque sorte.

## Leçon compétitive 2 : gardiens de cimetière et pénalités des fantômes
competitive-lesson-2-title = Gardiens de cimetière et pénalités des fantômes
competitive-lesson-2-step-1 = Un meeple sur un cimetière en est le gardien. Votre gardien se tient sur le cimetière marqué en or et porte un fantôme. Sept des huit cases autour sont occupées : quand la huitième est remplie, le cimetière est fermé.
competitive-lesson-2-step-2 = C'est la dernière tuile de la partie. Posez-la sur la marque dorée pour fermer le cimetière de votre gardien.
competitive-lesson-2-step-2-wrong = Cette leçon remplit la dernière case libre autour du cimetière de votre gardien : la marque dorée, tournée comme elle s'emboîte.
competitive-lesson-2-step-3 = La brume de la tuile a touché une terre dégagée : un fantôme va sur l'un de vos propres meeples. Donnez-le à votre gardien : un cimetière fermé ne rapporte aucun point, mais chaque fantôme sur son gardien coûte 2.
competitive-lesson-2-step-3-wrong = Cette leçon pose le fantôme sur votre gardien, marqué en or, pour montrer ce que coûtent ses fantômes.
competitive-lesson-2-step-4 = Tous vos meeples sont sur le plateau, il n'y a rien à poser : passez ({ $key-place }).
competitive-lesson-2-step-4-wrong = Il ne reste aucun meeple dans votre réserve : passez.
competitive-lesson-2-step-5 = Votre cimetière est fermé : votre gardien est rentré, vous avez pris un gardien de votre couleur dans la réserve générale, et ses deux fantômes vous ont coûté 4 points. Quand une route, une ville, un monastère, un château ou un pré est achevé pendant la partie, le joueur qui y a le plus de meeples marque, moins 2 points par fantôme sur ses propres meeples ; les autres ne marquent rien et ne paient rien.
competitive-lesson-2-step-6 = Les tuiles sont épuisées, le décompte final a suivi : tout ce qui est encore occupé marque, et chaque fantôme sur les meeples de celui qui marque coûte 1 point. Un gardien sur un cimetière ouvert, comme celui de Vert ici, ne marque rien et ses fantômes ne coûtent rien. Le détail montre les points et les pénalités de chaque joueur.
