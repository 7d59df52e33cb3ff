# Tutorial lessons 1 to 4 (level 1): placing, mist and ghosts, completing a mist bank, scoring or pacifying.
# The lesson files are assets/tutorial/01-placing.ron … 04-score-or-pacify.ron.

## Lesson 1: Placing and matching
lesson-1-title = Placing and matching
lesson-1-step-1 = Welcome to Mists over Carcassonne. In the middle of the board lies the large start tile: it is made of four quarters, and each quarter counts as one tile. North is up on the board.
lesson-1-step-2 = Each turn you draw one tile and lay it next to the tiles already on the board. Every side that touches another tile must match it: road to road, city to city, field to field. Mist plays no part in matching, so a misty field may meet a clear one.
lesson-1-step-3 = You drew a tile with a city corner and a bending road. A road leaves the start tile to the north, from its north-east quarter: lay your tile on the space above it, turned so that its road comes in from the south and bends west, with the city in the north-east corner.
lesson-1-step-3-wrong = Put the tile north of the start tile's north-east quarter, with its road facing south to meet the road that leaves the start tile there; its city may face the empty spaces. Turn it so the road bends west, towards the space your next tile will fill.
lesson-1-step-4 = After placing a tile you may put one meeple from your supply on it: on its road or on its city, never on a field (a misty road is still a road, so it counts). Put a red meeple on the road.
lesson-1-step-4-wrong = This lesson puts the meeple on the road. The road starts at the ruin in the middle of the start tile, runs through your tile and is still open to the west.
lesson-1-step-5 = Your meeple now guards the whole road. When the road is complete, with no open end left, it scores points and the meeple comes back to you. Until then the meeple stays where it is.
lesson-1-step-6 = Your next tile is the same kind. The space west of your first tile touches two sides at once: the city of the start tile's north-west quarter to the south, and your road to the east. Turn the tile halfway round so that both match.
lesson-1-step-6-wrong = In the space west of your first tile, both touching sides must match at once: the tile's city must face the start tile's city to the south, and its road must meet your road to the east. Only the tile turned halfway round does both.
lesson-1-step-7 = A road that already has a meeple cannot take another one, and your road now runs through this tile too. The city is still free: put a red meeple on the city.
lesson-1-step-7-wrong = The road already has your meeple, so no second meeple may join it. The city, which runs from the start tile into this tile and is still open to the west, is free: this lesson puts the meeple there.
lesson-1-step-8 = Well done. Draw a tile, find a space where every touching side matches, turn it, place it, and then decide on a meeple. Your road and your city are still open: completing them will score points.

## Lesson 2: Mist banks and ghosts
lesson-2-title = Mist banks and ghosts
lesson-2-step-1 = Mist lies over fields and roads, never over cities, and misty tiles show ghost symbols. Three quarters of the start tile are misty, and a ghost sits on each of their symbols.
lesson-2-step-2 = The game has 15 ghosts: the three on the start tile came from them, and the other 12 wait in the supply. Each time you place a misty tile, every ghost symbol on it wakes one ghost from the supply. If the supply cannot provide them all, the team loses at once.
lesson-2-step-3 = Your tile has a bending road and mist with two ghost symbols in one corner. Lay it east of the start tile's south-east quarter, so its road carries on the road from the start tile and bends south, with the mist to the north and east.
lesson-2-step-3-wrong = Put the tile east of the start tile's south-east quarter, its road meeting the road from the start tile and bending south. Turned this way its mist faces north, towards the space where the next tile will join it to more mist.
lesson-2-step-4 = Two ghosts came out of the supply onto the tile's mist: 10 are left. You could now put a meeple on the road, but this lesson is about the mist: skip the meeple.
lesson-2-step-4-wrong = A meeple is optional, and this lesson leaves it out to keep your eye on the mist. Choose no meeple.
lesson-2-step-5 = Mist that meets mist across a tile edge joins into one mist bank. Your new tile's mist touches no other mist yet, so it forms a small bank of its own. The start tile's north-east quarter has a misty edge too, facing east.
lesson-2-step-6 = This tile has a city corner and mist with two ghost symbols in the other corner. Lay it north of your last tile, with its mist to the south and west: there it meets the mist of your last tile and the misty edge of the start tile's north-east quarter.
lesson-2-step-6-wrong = North of your last tile, east of the start tile's north-east quarter, the tile's mist meets mist on two sides and joins the banks together. Turn it so that its city faces north and east, away from the board.
lesson-2-step-7 = Only one ghost came out this time, not two: a tile whose mist joins mist already on the board gets one ghost less. Skip the meeple again.
lesson-2-step-8 = The two banks and the new mist are now one mist bank over three tiles. It is still open where its mist faces an empty space, at the east edge of your first tile. Keep an eye on the supply: it is down to 9 ghosts, and every misty tile asks for more.

## Lesson 3: Completing a mist bank
lesson-3-title = Completing a mist bank
lesson-3-step-1 = South-east of the start tile lie two mist banks. One runs over the start tile's south-east quarter and the tile south of it; the other lies on the tile east of that quarter. Four ghosts sit on them.
lesson-3-step-2 = A mist bank is complete when it is closed in on every side: each misty edge meets mist on the next tile, and none faces an empty space. Both banks here have one open misty edge left, and both face the same empty corner space.
lesson-3-step-3 = Your tile has a city corner and mist in the other corner. Lay it in that corner space, turned so its mist faces north and west and meets both misty edges.
lesson-3-step-3-wrong = Only in the corner space, with its mist to the north and west, does the tile meet both open misty edges at once and close the two banks. Its city then faces empty spaces.
lesson-3-step-4 = Your tile joined the two banks into one and closed it on every side: the mist bank is complete, and all four of its ghosts went back to the supply. A mist bank needs no meeple, so skip the meeple.
lesson-3-step-4-wrong = The mist bank completed without any meeple, and this lesson leaves the meeple out. Choose no meeple.
lesson-3-step-5 = The new tile woke no ghosts either: mist that belongs to a bank the tile has just completed gets none. Completing a mist bank gives no points, but the supply grew from 9 to 13 ghosts.
lesson-3-step-6 = Now look west of the start tile. The misty west edge of its south-west quarter meets the clear field of the tile beside it. Mist that meets clear land is blocked: that bank can never be completed, and its ghost stays until you pacify it.
lesson-3-step-7 = Close mist banks to send their ghosts back to the supply. Avoid laying clear fields or roads against mist: a blocked bank keeps its ghosts.

## Lesson 4: Scoring or pacifying
lesson-4-title = Scoring or pacifying
lesson-4-step-1 = A road or city with a meeple on it scores when it is complete: a road is worth 1 point per tile, a city 2 points per tile plus 2 for each coat of arms. Your red meeples stand on a city north of the start tile and on a road east of it.
lesson-4-step-2 = Your tile has a city along one edge and a misty field. Lay it north of your city, city side facing south, to close the city's last open edge.
lesson-4-step-2-wrong = North of your city, with its city facing south, the tile closes the city's last open edge, and your meeple there can score.
lesson-4-step-3 = The city is complete: three tiles and two coats of arms make 10 points (the tile's mist woke one ghost first). For each completed feature you choose: take the points, or give them up to pacify ghosts. Take the points this time.
lesson-4-step-3-wrong = You could pacify here, but 10 points are a fifth of the goal of 50. This lesson takes the points now and pacifies with the smaller road next.
lesson-4-step-4 = Your meeple came back to your supply. Now look east of the start tile's north-east quarter: three ghosts sit on that tile. Its mist meets the clear field of the road tile south of it, so its bank is blocked and can never be completed.
lesson-4-step-5 = This tile holds a large city with a road running to its gate. Lay it east of your road tile, so the road runs into the city gate and ends there.
lesson-4-step-5-wrong = East of your road tile, with its road facing west, the tile ends your road at its city gate: the road from the start tile's ruin is then complete.
lesson-4-step-6 = The road is complete. You could put a meeple on the new city, but this lesson is about the road: skip the meeple.
lesson-4-step-6-wrong = This lesson leaves the meeple out to keep your eye on the road. Choose no meeple.
lesson-4-step-7 = Your road covers three tiles, worth 3 points. This time pacify instead: give up the points and remove up to 3 ghosts from any one tile on the board. Choose the three ghosts on the tile east of the start tile's north-east quarter.
lesson-4-step-7-wrong = Those three ghosts sit on a blocked bank: no tile can ever complete it, so pacifying is the only way to send them back. Three ghosts back in the supply are worth more than 3 points here.
lesson-4-step-8 = The three ghosts went back to the supply, and your meeple came home. Take the points when you need them; pacify when ghosts pile up on banks that will never close, or when the supply runs low.
