# Tutorial lessons 5 to 8 (levels 2, 3, 5 and 6): cemeteries and burial, piles and hounds,
# haunted cemeteries and facedown tiles, three scoring meeples.
# The lesson files are assets/tutorial/05-cemeteries.ron … 08-three-scoring-meeples.ron.

## Lesson 5: Cemeteries and burial (level 2)
lesson-5-title = Cemeteries and burial
lesson-5-step-1 = Level 2 brings castles and cemeteries into play. A meeple may stand in a castle: once all eight spaces around it hold tiles, the castle scores 2 points for each misty tile in its block of nine. This lesson is about cemeteries.
lesson-5-step-2 = Two cemeteries lie on the board, one east and one west of the start tile. A cemetery stays open while one of the four spaces beside it is empty. The eastern cemetery has tiles to its west, south and north: only the space east of it is still free.
lesson-5-step-3 = You drew a field covered in mist. Lay it as drawn, without turning it, on the space south of the start tile's south-east quarter: its mist joins the mist there, so it wakes one ghost less.
lesson-5-step-3-wrong = Lay the misty field, without turning it, on the space directly south of the start tile's south-east quarter. There its mist joins the start tile's mist, which saves a ghost.
lesson-5-step-4 = Two ghosts came onto the new tile. Whenever ghosts go onto a new tile, one more ghost goes onto an open cemetery, and you choose which one. Put it on the eastern cemetery.
lesson-5-step-4-wrong = Closing a cemetery sends all of its ghosts back to the supply. The eastern cemetery is one tile away from closing, so a ghost put there will not stay long.
lesson-5-step-5 = Red's road runs east from the start tile and bends north, right beside the eastern cemetery. Your tile has a road ending at a city gate: lay it east of the cemetery, city to the north. It fills the cemetery's last free side and finishes red's road.
lesson-5-step-5-wrong = Lay the tile on the space east of the eastern cemetery, where red's road bends north, with its city facing north. Only there does it close the cemetery and complete red's road at the same time.
lesson-5-step-6 = The eastern cemetery is closed, so one meeple on the board is buried there: you choose which. A buried meeple stays on the cemetery for the rest of the game. Bury blue, whose small city north of the cemetery is still open.
lesson-5-step-6-wrong = A meeple buried now never scores, even if this very tile completed its feature. Red's road is complete and worth 4 points this turn, while blue's city still needs more tiles.
lesson-5-step-7 = The closed cemetery's ghost went back to the supply. Your new tile woke one ghost, and the extra ghost went to the western cemetery, the only one still open. You may put a meeple on the new tile's small city; this time, place none.
lesson-5-step-7-wrong = In a real game the small city would be a fair spot, but this lesson keeps your meeples in the supply and goes straight on to red's road. Choose no meeple.
lesson-5-step-8 = Red's road is complete: four tiles from the ruin in the start tile to the city gate, worth 4 points. Take the points; red comes back to your supply.
lesson-5-step-8-wrong = The supply still holds 8 ghosts, so there is no danger yet. The 4 points bring you closer to the goal of 75; pacifying would give them up.
lesson-5-step-9 = Remember: an open cemetery takes one extra ghost whenever ghosts go onto a new tile. When its four sides are filled it closes, sends its ghosts back and buries one meeple of your choice, so bury one that would not score soon. Castles and cemeteries stay in play in every later level.

## Lesson 6: Piles, thresholds and hounds (level 3)
lesson-6-title = Piles, thresholds and hounds
lesson-6-step-1 = From level 3 the tiles are split into three piles, and you always draw from the active one. Each pile has a threshold on the scoring track: 15 for the first, 50 for the second, and the goal of 100 for the last. If the active pile runs out before you reach its threshold, the game is lost.
lesson-6-step-2 = You have 7 points, and the tile you just drew was the last of the first pile. If you do not reach 15 this turn, the next draw finds the pile empty and the game is lost. Red's city, south of the start tile, can save you.
lesson-6-step-3 = Your tile is a city edge. Lay it on the space south of red's city, its city side facing north: it closes the city.
lesson-6-step-3-wrong = Only red's city can bring the points you need this turn. Lay the tile on the space just south of it, city side facing north, to close it.
lesson-6-step-4 = The city is complete: 2 tiles and 2 coats of arms make 8 points. Take them: 7 and 8 make exactly 15.
lesson-6-step-4-wrong = Pacifying gives no points: you would stay at 7 with an empty pile, and the game would be lost at the next draw.
lesson-6-step-5 = 15 reached: the tiles left in the first pile would go on top of the second, which now becomes active, and the hound Rufus comes out. He joins a meeple on the board: choose blue, on the road east of the start tile, among many ghosts.
lesson-6-step-5-wrong = Rufus chases ghosts from his meeple's tile and the eight tiles around it. Green, west of the start tile, has only one ghost nearby; blue has seven.
lesson-6-step-6 = Rufus now chases up to 3 ghosts from each of up to two tiles near him. Start with the misty field east of blue: send all 3 of its ghosts back to the supply.
lesson-6-step-6-wrong = The misty field just east of blue holds 3 ghosts, more than any other tile near Rufus. Clear all of them first.
lesson-6-step-7 = Now the second tile: blue's own, with its 2 ghosts.
lesson-6-step-7-wrong = After the misty field, blue's own tile holds the most ghosts near Rufus: 2. The start tile's quarters have only 1 each.
lesson-6-step-8 = Rufus stays with blue. When blue's road is completed, Rufus scores 1 point for every ghost still on the board, then leaves the game; if blue is buried first, Rufus is lost. At 50 points the second hound, Ronja, comes out the same way and the last pile opens.

## Lesson 7: Haunted cemeteries and facedown tiles (level 5)
lesson-7-title = Haunted cemeteries and facedown tiles
lesson-7-step-1 = From level 5 cemeteries are haunted. They take no extra ghosts; instead they wake ghosts in the misty tiles around them, and while one is open, facedown tiles creep in beside it. A haunted cemetery closes only when all eight spaces around it hold tiles.
lesson-7-step-2 = You drew a cemetery. Lay it as drawn, without turning it, in the gap east of the start tile's north-east quarter.
lesson-7-step-2-wrong = Lay the cemetery, without turning it, in the gap east of the start tile's north-east quarter: this lesson shows what it does to the tiles around it.
lesson-7-step-3 = A new cemetery puts one ghost on every misty tile among the eight around it. The start tile's two eastern quarters have one mist each and take theirs at once. The tile south of the cemetery has two mists: put its ghost in the south one, over the road end.
lesson-7-step-3-wrong = The north mist of that tile now touches the cemetery's clear field, so its bank can never be completed and a ghost there stays until you pacify it or a hound chases it. The south mist is still open: completing its bank later sends its ghosts home.
lesson-7-step-meeple = The cemetery has a small city on its north side. A facedown tile is about to come next to this cemetery, and a city that faces a facedown tile can never be completed: keep your meeples and place none this turn.
lesson-7-step-meeple-wrong = A meeple on that small city would be stuck there once a facedown tile lies north of the cemetery. Place no meeple this turn.
lesson-7-step-4 = While a cemetery is open, every turn ends with a facedown tile. It comes from the active pile, but nobody looks at it: it goes face down on an empty space around an open cemetery and stays that way for the whole game.
lesson-7-step-5 = A facedown tile shows no roads and no mist: any road, city or mist that faces it can never be completed. Put it north of the cemetery, where it faces only the cemetery's small city, which nobody occupies.
lesson-7-step-5-wrong = North-east of the cemetery it would face the open end of red's road, and red could never score. North-west it would cut off the road leaving the start tile to the north. North of the cemetery it harms nothing.
lesson-7-step-6 = The cemetery now has tiles on all four sides, so in level 2 it would be closed. Here the corners north-west and north-east of it are still empty: it stays open and pulls another facedown tile next turn. When the eighth space is filled, face up or face down, a meeple is buried as in level 2.

## Lesson 8: Three scoring meeples (level 6)
lesson-8-title = Three scoring meeples
lesson-8-step-1 = In level 6 there is no shared scoring meeple. Three colours in play each put one meeple on the scoring track, and every one of them must reach each threshold: 10, 25 and the goal of 50.
lesson-8-step-2 = Here red, green and blue stand on the track at 14, 12 and 6 points; yellow has no scoring meeple. A threshold counts only when all three have reached it, so blue is holding everyone back.
lesson-8-step-3 = Red's road runs east from the start tile; north-east of it, yellow's road runs south from a city gate. Lay the road curve east of red's road piece, bending north: it joins both roads into one that is closed at both ends.
lesson-8-step-3-wrong = Lay the curve on the space just east of red's road piece, its road coming in from the west and bending north. There it links red's road with yellow's and completes it.
lesson-8-step-meeple = The curve also has a small city on its south side. This turn is about the road: place no meeple.
lesson-8-step-meeple-wrong = Keep the meeples for later: place none on the small city this turn.
lesson-8-step-4 = Red and yellow share this road, and each colour scores its full 4 points. Take the points.
lesson-8-step-4-wrong = Pacifying would give up both colours' points, and blue needs them to reach the threshold.
lesson-8-step-5 = Red's 4 points go to red's scoring meeple. Yellow has none, so you choose which scoring meeple takes yellow's 4 points: give them to blue.
lesson-8-step-5-wrong = Thresholds wait for the lowest scoring meeple. Blue at 6 is the one behind; with yellow's 4 points it reaches 10.
lesson-8-step-6 = All three scoring meeples are at 10 or more: the first threshold is reached, the second pile opens, and Rufus joins green, the only meeple left on the board. The points Rufus scores later go to green's scoring meeple. You win when all three reach 50.
