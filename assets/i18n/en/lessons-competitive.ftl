# Lessons on the competitive game (RULES §20): assets/tutorial/competitive/*.ron. In a lesson you
# make every player's moves; the texts call player 1 (red) "you".

## Competitive lesson 1: ghosts on meeples and guard meeples
competitive-lesson-1-title = Ghosts on meeples and guard meeples
competitive-lesson-1-step-1 = In the competitive game ghosts do not stay on the board: the mist puts them on meeples, and every ghost costs its owner points. You are player 1 (red) against player 2 (green). Green has two guard meeples out, marked in gold: a guard meeple never takes a ghost.
competitive-lesson-1-step-2 = You drew a castle tile with mist on two sides. Lay it on the gold mark, turned so that its mist touches the mist of the tile beside it. Mist that joins mist expands the mist; mist that meets clear land limits it. This placement does both.
competitive-lesson-1-step-2-wrong = This lesson lays the tile on the gold mark, turned so that every side matches and its mist touches the neighbouring mist. Turn it with { $key-turn } or a right-click.
competitive-lesson-1-step-3 = You expanded the mist, so a ghost goes on a meeple of another player, your choice. Green's guard meeples cannot take it: the only choice is Green's normal meeple, which already carries two ghosts. Click it, or press 1.
competitive-lesson-1-step-3-wrong = Expanding the mist haunts another player's normal meeple, never a guard meeple.
competitive-lesson-1-step-4 = A third ghost sends a meeple home: Green's meeple went back to Green's supply and its three ghosts back to the general supply. Your tile's mist also met clear land, which limits the mist: now a ghost goes on one of your own meeples. Only your normal meeple can take it.
competitive-lesson-1-step-4-wrong = Limiting the mist haunts one of your own normal meeples; your guard meeple cannot take a ghost.
competitive-lesson-1-step-5 = Last, you may put one meeple on the new tile. Put a guard meeple in its castle: hold Shift and click the castle's ring, or press Shift+2. No ghost can ever land on it.
competitive-lesson-1-step-5-wrong = This lesson puts a guard meeple in the castle: Shift-click the ring on the castle, or press Shift+2.
competitive-lesson-1-step-6 = Well done. Each player starts with two guard meeples; a closed cemetery brings another, as the next lesson shows. Both ghosts in one turn go first on another player's meeple, then on one of yours, and at most one of each.

## Competitive lesson 2: keepers and ghost penalties
competitive-lesson-2-title = Keepers and ghost penalties
competitive-lesson-2-step-1 = A meeple on a cemetery is its keeper. Your keeper stands on the cemetery marked in gold, carrying one ghost. Seven of the eight spaces around it hold tiles: when the eighth is filled, the cemetery is closed.
competitive-lesson-2-step-2 = This is the last tile of the game. Lay it on the gold mark to close your keeper's cemetery.
competitive-lesson-2-step-2-wrong = This lesson fills the last empty space around your keeper's cemetery: the gold mark, turned as it fits.
competitive-lesson-2-step-3 = The tile's mist met clear land, so a ghost goes on one of your own meeples. Give it to your keeper: a closed cemetery scores no points, but each ghost on its keeper costs 2.
competitive-lesson-2-step-3-wrong = This lesson puts the ghost on your keeper, marked in gold, to show what its ghosts cost.
competitive-lesson-2-step-4 = All your meeples are out, so there is nothing to place: pass ({ $key-place }).
competitive-lesson-2-step-4-wrong = You have no meeple left in your supply: pass.
competitive-lesson-2-step-5 = Your cemetery was closed: your keeper came home, you took a guard meeple of your colour from the general supply, and its two ghosts cost you 4 points. When a road, city, monastery, castle or field is completed during the game, the player with the most meeples on it scores, less 2 points for each ghost on their own meeples there; the others score nothing and pay nothing.
competitive-lesson-2-step-6 = The tiles have run out, so the final scoring followed: everything still occupied scores, and each ghost on the meeples of whoever scores costs 1 point. A keeper on an open cemetery, like Green's here, scores nothing and its ghosts cost nothing. The breakdown shows each player's points and ghost penalties.
