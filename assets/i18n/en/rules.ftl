# English source of the in-game rules reference (opened with F1 from any screen).
# Translations live in ../de, ../fr and ../ru and use the same message ids.

## Overview

rules-overview-title = What the game is about
rules-overview-body =
    Mists is a cooperative tile-laying game for 1 to 5 players. You play as one team against the game: everybody wins or loses together, and every choice the rules leave open is a team decision, entered by the active player.

    Tile by tile, you build a landscape of roads, cities and fields around the large start tile. Mist drifts over the land, and every new misty tile wakes ghosts. Complete roads, cities and castles to move the scoring meeple along the track, or give up the points to drive ghosts away.

    You win the moment the team reaches the level's goal. You lose if a new tile needs more ghosts than the supply still holds, or if a tile has to be drawn and the pile is empty. There is no final scoring.

    On the table: the start tile (it counts as four tiles), the tiles still to be drawn, each player's meeples, the ghost supply, the scoring track with the scoring meeple and, from level 3, the hounds Rufus and Ronja. Everything is open information except the order of the tiles still to be drawn. The Table panel shows it all at a glance.

## The turn

rules-turn-title = A turn, step by step
rules-turn-body =
    On each turn the active player works through these steps in this order. A step that does not belong to the level is skipped; a later step is still played even if an earlier one did nothing.

    • 1a Place a tile (all levels): draw a tile, show it and lay it where it fits.
    • 1b Check the mist (all levels): every mist bank the tile completed returns its ghosts to the supply.
    • 1c Bury a meeple (levels 2 to 6): for each cemetery the tile closed, bury one meeple on it.
    • 2a Place ghosts (all levels): ghosts for the new tile's mist, plus cemetery ghosts from level 2.
    • 2b Place a meeple (all levels): you may put one meeple on the new tile.
    • 3a Scoring (all levels): each completed feature with a meeple on it scores points or pacifies ghosts.
    • 3b Hounds (levels 3 to 6): for each threshold now reached, move on to the next pile and send out a hound.
    • 3c Facedown tile (levels 5 and 6): if a cemetery is open, lay one unseen tile facedown next to it.

    Then the next player, clockwise, takes a turn.

## Step 1a

rules-place-tile-title = Placing a tile
rules-place-tile-body =
    Draw one tile (from level 3, always from the active pile) and show it to everyone. Where it goes is a team decision.

    The tile goes on an empty space, turned any way you like, and must touch at least one face-up tile along a whole side. Touching only at a corner is not enough, and neither is touching only facedown tiles.

    Every side that meets a face-up tile must match it: road to road, city to city, field to field. Mist plays no part in matching, so a misty road may carry on a clear road and a misty field may meet a clear one. Sides that face a facedown tile need not match anything.

    If the drawn tile fits nowhere on the board, it is set aside for the rest of the game and you draw another from the same pile. Having to draw from an empty pile loses the game.

    The board highlights every space where the tile fits. Right-click or press { $key-turn } to turn the tile.

## Step 1b and mist banks

rules-mist-title = Mist and mist banks
rules-mist-body =
    Mist lies over fields and roads, never over cities, and misty tiles show ghost symbols. A mist bank is all the mist that runs together from tile to tile: wherever misty edges meet, their mist joins into one bank.

    A mist bank is complete when it is closed in on every side, much like a finished city: each of its misty edges meets mist on the neighbouring tile, and none faces an empty space.

    As soon as one misty edge meets clear land (a field or road without mist), or faces a facedown tile, the bank is blocked. No later tile can ever complete it, and its ghosts stay until they are pacified or chased off by a hound.

    In step 1b, look at every mist bank the new tile has completed: all ghosts on that bank go back to the supply. Completing a mist bank is not a scoring. It gives no points, needs no meeple and offers no pacifying. The new tile also brings no ghosts for a bank it has just completed.

## Step 1c

rules-burial-title = Cemeteries and burial
rules-burial-body =
    From level 2, cemetery tiles are in play. Nobody may place a meeple on a cemetery; meeples only end up there by being buried.

    In levels 2 to 4 a cemetery closes as soon as the four spaces beside it (above, below, left and right) all hold tiles; the corners do not matter. In levels 5 and 6 cemeteries are haunted: one closes only when all eight spaces around it hold tiles, face-up or facedown. A cemetery laid into a space that is already surrounded closes at once.

    In step 1c, for each cemetery the new tile closed, the team buries one meeple on it. Choose any meeple on the board, of any colour, even one on a feature that would score this turn. If no meeple is on the board, take one from any player's supply. A buried meeple is out of the game for good, and a hound riding it leaves the game without scoring.

    In levels 2 to 4, closing a cemetery also sends every ghost on it back to the supply. In levels 5 and 6 cemeteries never hold ghosts, and a facedown tile laid in step 3c can close a cemetery too, with the same burial.

## Step 2a

rules-ghosts-title = Placing ghosts
rules-ghosts-body =
    In step 2a the new tile wakes ghosts, taken from the supply:

    • Each ghost symbol in the new tile's mist calls one ghost.
    • If the tile's mist joins mist already on the board, the tile gets one ghost less. It is only ever one less, however many banks it joins.
    • Mist that belongs to a bank this tile has just completed gets no ghosts at all.
    • When fewer ghosts than symbols are placed, the team picks which symbols stay empty.

    Levels 2 to 4: whenever at least one ghost goes onto the new tile and a cemetery is open, one more ghost goes onto an open cemetery of your choice. Never more than one per turn.

    Levels 5 and 6: when the new tile is a cemetery, put one ghost on every tile with mist among the eight spaces around it, even if its mist bank is already complete.

    If the supply cannot cover every ghost this step needs, the team loses at once. Using up the last ghost is fine: an empty supply on its own is not a loss.

## Step 2b

rules-meeple-title = Placing a meeple
rules-meeple-body =
    In step 2b the active player may place one meeple from their supply onto the tile just placed, and only onto that tile. It may stand on:

    • a road, misty or clear;
    • a city;
    • from level 2, the castle.

    The whole feature, including the parts already on the board, must be free of meeples. Meeples never go on fields (misty or clear), cemeteries or villages, nor on the start tile. Placing a meeple is optional: press N to skip it.

    A meeple stays where it is until its feature is completed and scored; you cannot take it back. A meeple on a feature that can never be completed is stuck for the rest of the game.

    Meeples per player: playing solo, 4 colours of 3 meeples; with two players, 2 colours of 3 meeples each; with three to five players, one colour of 5 meeples. If you have several colours, you may use any one of them each turn. In levels 1 to 5 the scoring meeple is one extra meeple of a colour nobody plays.

## Step 3a

rules-scoring-title = Scoring and pacifying
rules-scoring-body =
    In step 3a, every road, city and castle that the new tile completed and that has at least one meeple on it is scored. A completed feature without a meeple gives nothing. When several features are completed, the team chooses the order.

    Values: a road is worth 1 point per tile; a city 2 points per tile plus 2 per coat of arms; a castle 2 points per tile with mist in the block of nine made by the castle and its eight neighbours.

    For each feature the team chooses one of two:

    • Score: every colour with a meeple on the feature scores its full value once; more meeples of one colour add nothing. A player's colours each count on their own.
    • Pacify: nobody scores; instead remove up to 3 ghosts from any one tile on the board.

    Pacifying gives up the points of every colour on that feature. Either way, its meeples then go back to their owners, and a hound riding one of them scores.

    In levels 1 to 5 all points move the shared scoring meeple; in level 6 each colour's points go to its own scoring meeple. The goal is checked after every single award: the moment it is reached, the game is won and nothing more happens.

## Step 3b

rules-hounds-title = Piles, thresholds and hounds
rules-hounds-body =
    From level 3 the tiles are split into three piles of 20, and every tile is drawn from the active pile. Each pile has a threshold the team must reach while it is active; the last one is the goal.

    In step 3b, when your total (in level 6, the lowest of the three) reaches the active pile's threshold, two things happen. First, the tiles left in that pile go on top of the next pile, which becomes active. Then a hound is sent out: Rufus at the first threshold, Ronja at the second. Put it on any meeple on the board; it may then chase ghosts from up to two different tiles among that meeple's tile and the eight around it, up to 3 ghosts from each. If one scoring passes two thresholds, both happen in order.

    The hound stays with its meeple. When that meeple's feature is resolved, by points or by pacifying, the hound scores 1 point for every ghost then on the board and leaves the game. Its points can never be swapped for pacifying.

    With no meeple on the board the hound is lost, but the pile still moves on. A hound whose meeple is buried is lost too. If the active pile runs out before its threshold is reached, the team loses.

## Step 3c

rules-facedown-title = Facedown tiles
rules-facedown-body =
    In levels 5 and 6, step 3c ends every turn in which at least one cemetery is open, including a cemetery laid this turn.

    Draw one tile from the active pile without anyone seeing it and lay it facedown on any empty space among the eight around an open cemetery. It need not match or touch anything else. Only one facedown tile is laid per turn, however many cemeteries are open. If it closes a cemetery, bury a meeple there as usual. If the pile is empty, the team loses.

    A facedown tile stays hidden for the rest of the game: nobody looks at it, and what is printed on it never matters. It completes nothing except cemeteries. Instead it haunts what it touches: a road or city with an edge facing it, a castle with it among its eight neighbours, and a mist bank with an edge facing it can never be completed. Meeples on a haunted feature are stuck there.

    A face-up tile may be laid next to facedown tiles, but it must still touch at least one face-up tile.

## Levels

rules-levels-title = The six levels
rules-levels-body =
    Level 1, The mist rises: learn the mist. No castles or cemeteries (50 tiles), 15 ghosts, one pile. Goal: 50 points.

    Level 2, Castles and cemeteries: all 60 tiles. Meeples may occupy castles; closed cemeteries bury a meeple, and open ones attract an extra ghost. 15 ghosts, one pile. Goal: 75.

    Level 3, The hounds: three piles of 20 with thresholds 15 and 50, which send out Rufus and Ronja. 15 ghosts. Goal: 100.

    Level 4, Thinner ranks: as level 3, but 13 ghosts and thresholds 20 and 60. Goal: 120.

    Level 5, Haunted cemeteries: cemeteries close only with all eight neighbours filled, wake ghosts on misty neighbours when laid, and pull in a facedown tile each turn; no extra cemetery ghost. 13 ghosts, thresholds 15 and 50. Goal: 100.

    Level 6, Three scoring meeples: as level 5, with 12 ghosts. Three colours in play each get a scoring meeple, and every one of them must reach the thresholds 10 and 25 and the goal of 50; a threshold counts only once the lowest has reached it. Points for a colour without a scoring meeple go to one of the three, as the team chooses.

    In every level, 3 of the ghosts start on the start tile.

## Game end

rules-end-title = Winning and losing
rules-end-body =
    You win the moment the goal is reached or passed: 50, 75, 100, 120 and 100 points in levels 1 to 5, or all three scoring meeples at 50 in level 6.

    You lose the moment one of these happens:

    • Ghosts: step 2a needs more ghosts than the supply holds.
    • Tiles: a tile must be drawn (for a new turn, to replace a tile that fits nowhere, or as a facedown tile) and the active pile is empty. From level 3 this means that pile's threshold was missed.

    There is no final scoring: unfinished features are worth nothing.

    If a win and a loss both happen in one turn, whichever comes first in the order of the turn counts, and the game stops there. A tile that cannot get its ghosts in step 2a loses the game, even if it would have reached the goal in step 3a. A goal reached in step 3a wins, even if the ghost supply is empty or the next draw would fail. A pile emptied by this turn's draw is no loss if its threshold is reached later in the same turn.

## Glossary

rules-glossary-title = Glossary
rules-glossary-body =
    • Tile: one square of landscape. The start tile counts as four.
    • Feature: a road, city or castle that a meeple can occupy.
    • Road: a track across tiles; 1 point per tile.
    • City: an area enclosed by walls; 2 points per tile.
    • Coat of arms: a shield in a city, worth 2 more points.
    • Castle: from level 2; complete when surrounded by eight tiles.
    • Cemetery: from level 2; buries a meeple when it closes.
    • Village: a cluster of houses where roads end.
    • Mist: grey haze over fields and roads, showing ghost symbols.
    • Mist bank: all mist joined across tile edges.
    • Ghost: a figure woken by mist; the supply must never run short.
    • Supply: ghosts not on the board, or a player's unplaced meeples.
    • Meeple: a player's figure, placed on a feature.
    • Scoring meeple: marks the team's points on the track; three in level 6.
    • Pile: one of three stacks of 20 tiles, from level 3.
    • Threshold: the total to reach before the active pile runs out.
    • Hound: Rufus or Ronja; sent out at a threshold, chases ghosts.
    • Pacify: give up a scoring to remove up to 3 ghosts from one tile.
    • Facedown tile: a hidden tile laid next to an open cemetery.
    • Haunted: touching a facedown tile, so it can never be completed.
