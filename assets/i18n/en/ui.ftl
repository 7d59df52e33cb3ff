# English texts of the game window (the source; ../de, ../fr, ../ru hold the same ids).
# Variables: { $name }. Plurals use Fluent selectors.

app-title = Mists over Carcassonne

## Level select
title-choose-level = Choose a level
title-could-not-start = Could not start: { $error }
level-n = Level { $n }
title-goal = goal { $goal }{ $each ->
    [each] {" "}each
   *[total] {""}
}
title-markers = {" "}· Rufus { $rufus } · Ronja { $ronja }{ $each ->
    [each] {" "}each
   *[total] {""}
}
title-level-stock = { $tiles } tiles, { $piles ->
    [one] 1 pile
   *[other] { $piles } piles of { $per_pile }
}, { $ghosts } ghosts
title-unlock-all = Unlock all levels
title-your-presets = Your level presets (data folder, levels/):
title-players = Players:
title-player-n = Player { $n }:
title-bot = bot
title-bot-speed = Bot speed:
title-seconds-per-decision = {" "}s per move
title-player-aids = Player aids (hints, legal spots, ghost warning)
title-search = Stronger bot (thinks ahead)
title-search-tip = Bot seats and hints play each tile placement a few turns ahead many times, up to a second a placement (the hint then plays its best ones to the end for their win chances); the window stays responsive.
title-colours-per-player = { $colours ->
    [one] 1 colour
   *[other] { $colours } colours
} per player, { $meeples } meeples each.
title-scoring-meeple = Scoring meeple:
title-seed = Seed:
title-seed-random = random
title-advanced = Advanced: rule switches
title-start = Start

level-1-blurb = Learn the mist: close mist banks, pacify ghosts, reach 50 points.
level-2-blurb = Castles score misty neighbours; closed cemeteries bury a meeple; reach 75.
level-3-blurb = Three piles with thresholds; hounds Rufus and Ronja chase ghosts; reach 100.
level-4-blurb = Only 13 ghosts and higher thresholds: 20, 60, then 120.
level-5-blurb = Cemeteries close with 8 neighbours, haunt misty neighbours and pull facedown tiles.
level-6-blurb = Three scoring meeples must each reach 10, 25 and 50; 12 ghosts.

colour-red = red
colour-green = green
colour-blue = blue
colour-yellow = yellow
colour-black = black
colour-pink = pink

## Rule switches
switch-joint-scoring = Several colours on one feature
switch-colours-multiply = every colour scores
switch-majority = majority scores
switch-level6-setup = Level 6 scoring meeples
switch-revised-2023 = three (revised rules)
switch-original-2022 = one per colour (first edition)
switch-pacify-unoccupied = Pacify with features nobody occupies
switch-hound-vicinity = Tiles a hound reaches
switch-haunted-cells = Tiles a haunted cemetery haunts
switch-facedown-cells = Cells for facedown tiles
switch-8-around = the 8 around
switch-4-sides = the 4 sides
switch-tile58 = Ghost symbols on tile 58
switch-symbol-counts = Ghost symbols per copy
switch-per-copy = as printed (75)
switch-uniform = the same on every copy (78)
switch-defaults = Defaults

## Menus
menu-quit = Quit
menu-resume = Resume
menu-paused = Paused
menu-restart = Restart level
menu-title-page = Title page
menu-save-quit = Save and quit
menu-save-quit-tip = The game is saved after every decision; Continue goes on with it.
menu-quit-unsaved-tip = A lesson or a replay is not saved: Quit closes the game.

## The game screen
hud-tiles = Tiles left: { $left } · placed: { $placed } · set aside: { $discarded }
hud-tiles-tip = Tiles still in the piles, tiles on the table, and tiles set aside because they fitted nowhere.
hud-seed = shuffle { $seed }
hud-seed-tip = The shuffle number: start a game with the same number to get the same tiles in the same order.
hud-drawn = The drawn tile
hud-needs = { $n ->
    [one] needs up to 1 ghost
   *[other] needs up to { $n } ghosts
}
hud-fits = { $cells ->
    [one] fits on 1 cell
   *[other] fits on { $cells } cells
}
hud-help-place = Left-click a highlighted cell to place the tile (or { $key-previous-cell }/{ $key-next-cell } to choose one, { $key-place } to place)
hud-help-view = { $key-turn } or right-click: turn · drag: move the view · wheel: zoom
hud-help-keys = { $key-recentre }: centre · { $key-rules }: rules · { $key-menu }: menu
side-top = top
side-right = right
side-bottom = bottom
side-left = left
why-occupied = Not here: this space already holds a tile.
why-no-contact = Not here: a tile must touch a tile on the table along a whole side; a corner is not enough.
why-only-facedown = Not here: a facedown tile gives no contact; the tile must also touch a face-up tile along a side.
why-mismatch = Not here turned like this: its { $sides } { $count ->
    [one] edge does
   *[other] edges do
} not match the tiles next to it (road meets road, city meets city, field meets field; mist does not matter).
why-turn-it = It fits here turned another way: press { $key-turn } or right-click.
why-no-turn = It fits here in no turn.
why-one-way = This tile fits here only turned the way it is now.

## Game over
over-title = Game over
over-won = Victory!
over-won-why = The goal was reached: the ghosts are at peace.
over-lost = Defeat
over-lost-ghosts = The mist needed more ghosts than the supply held.
over-lost-tiles = A tile had to be drawn but the pile was empty: its threshold was not reached in time.
over-ghosts-short = The tile marked in red needed { $needed ->
    [one] 1 ghost
   *[other] { $needed } ghosts
}; { $supply ->
    [0] none was
    [one] only 1 was
   *[other] only { $supply } were
} left in the supply.
over-tiles-short = { $piles ->
    [one] The pile
   *[other] Pile { $pile } of { $piles }
} ran out before { $threshold } points: { $short }.
over-short-team = the team had { $total }
over-short-colour = { $colour } had { $total }
over-totals = Totals: { $totals } (goal { $goal })
over-tiles = { $placed } tiles placed, { $discarded } set aside (they fitted nowhere)
over-replay = Watch replay
over-record-name = record name
over-save-record = Save record as…
over-play-again = Play again
end-won = Victory
end-lost = The mist won
end-level-total = Level { $level } · { $total } points of { $goal }
end-level-each = Level { $level } · the lowest total { $total } of { $goal } each
end-points-from = Where the points came from
end-no-points = no points scored
end-from-roads = Roads
end-from-cities = Cities
end-from-castles = Castles
end-from-monasteries = Monasteries
end-from-fields = Fields
end-from-mist = Mist banks
end-from-hounds = Hounds
end-ghosts = Ghosts pacified: { $pacified } · taken off the board in all: { $removed } · still on the board: { $left }
end-tiles = Tiles placed: { $n } · decided on turn { $turn }
end-see-board = See the board
chart-score = Score per turn, against the thresholds and the goal
chart-total = { $colour } total
chart-team-total = team total
chart-threshold = threshold { $n }
chart-goal = goal { $n }
chart-ghosts = Ghosts on the board
chart-ghosts-line = ghosts
chart-all-ghosts = all { $n } ghosts
ok = OK

## Loading, About, crash notice
loading = Drawing the tiles…
loading-failed = The tile set could not be loaded:
loading-hint = Set BEVY_ASSET_ROOT to the folder that contains assets/.
about-button = About Mists
about-what = A digital edition of the cooperative tile-laying game of ghosts and fog (MIT or Apache-2.0 licence).
about-fonts = Fonts: Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT and Bitstream Vera licence), Noto Emoji and emoji-icon-font (SIL Open Font Licence 1.1, MIT), for Latin and Cyrillic; titles in EB Garamond by Georg Duffner (SIL Open Font Licence 1.1). Their licences are in the folded list below.
about-crates = Bundled crates and their licences (generated by cargo-about):
about-rules = The rules follow the English rulebook (Z-Man Games) with Hans im Glück's corrections of March 2023, the publisher's FAQ and the designer's answers; the competitive game follows the expansion “Ghosts, Castles and Cemeteries”.
about-licences = Licences of the bundled crates and fonts
crash-title = The last session crashed
crash-where = Sorry: Mists stopped with an error last time. A report with the game so far is in
crash-send = Sending it, with a word on what you did, helps fix the bug.

## Saved games
saves-title = Saved games
saves-continue = Continue: level { $level } · { $players ->
    [one] 1 player
   *[other] { $players } players
} · turn { $turn }
saves-row-level = Level { $level } · { $players ->
    [one] 1 player
   *[other] { $players } players
}
saves-row-turn = turn { $turn } · totals { $totals }
saves-continue-one = continue
saves-replay = watch
saves-review = review
saves-delete = delete
save-playing = in progress
save-won = won
save-lost = lost
ago-now = just now
ago-minutes = { $n } min ago
ago-hours = { $n } h ago
ago-days = { $n ->
    [one] 1 day ago
   *[other] { $n } days ago
}

## Replays
replay-title = Replay
replay-where = Turn { $turn } · step { $at } of { $n }
replay-turn-back = ⏮ turn
replay-back = ◀ step
replay-play = ▶ play
replay-pause = ⏸ pause
replay-forward = step ▶
replay-turn-forward = turn ⏭
replay-speed = steps per second

## Words for the board
words-the-feature = the feature
words-road = { $tiles ->
    [one] the road on one tile
   *[other] the road over { $tiles } tiles
}
words-city = { $tiles ->
    [one] the city on one tile
   *[other] the city over { $tiles } tiles
}{ $arms ->
    [0] {""}
    [one] {" "}with a coat of arms
   *[other] {" "}with { $arms } coats of arms
}
words-castle = the castle
words-monastery = the monastery
words-field = the field
words-mist-bank = { $tiles ->
    [one] the mist on one tile
   *[other] the mist bank over { $tiles } tiles
}
words-new-tile = the new tile
words-cemetery = the cemetery
words-castle-tile = the castle tile
words-monastery-tile = the monastery tile
words-village-tile = the village tile
words-tile-ghosts = { $n ->
    [0] a tile
    [one] a tile with 1 ghost
   *[other] a tile with { $n } ghosts
}
words-supply = the supply
words-nobody = nobody

## Options of a decision
opt-place = place the tile on the marked cell, turned { $degrees }°
opt-leave-empty = leave a symbol empty in { $feature }
opt-cemetery-ghost = the extra ghost onto this cemetery
opt-haunt = the ghost into { $feature } ({ $side })
opt-meeple = a { $colour } meeple on { $feature }
opt-no-meeple = no meeple (N)
opt-score-next = resolve { $feature } first
opt-score = take the points
opt-pacify-none = pacify, removing no ghost
opt-pacify = { $n ->
    [one] pacify: remove 1 ghost from { $tile }
   *[other] pacify: remove { $n } ghosts from { $tile }
}
opt-assign = to the { $colour } scoring meeple (total { $total })
opt-bury = bury the { $colour } meeple from { $on }
opt-hound-joins = the hound joins the { $colour } meeple on { $on }
opt-hound-chases = { $n ->
    [one] the hound chases 1 ghost from { $tile }
   *[other] the hound chases { $n } ghosts from { $tile }
}
opt-hound-done = the hound chases no more ghosts
opt-facedown = lay the facedown tile here

## What is being decided
ask-place = Place the drawn tile
ask-leave-empty = One ghost less: which symbol stays empty?
ask-cemetery-ghost = Which open cemetery takes the extra ghost?
ask-haunt = Which mist takes the ghost?
ask-meeple = Place a meeple on the new tile?
ask-order = Several features are complete: which first?
ask-score-or-pacify = Complete: { $feature }. { $points ->
    [one] 1 point
   *[other] { $points } points
} for { $colours ->
    [one] { $who }
   *[other] each of { $who }
}, or pacify up to 3 ghosts of one tile instead.
ask-assign = { $points } points for { $colour }: which scoring meeple takes them?
ask-bury = The cemetery marked on the board is closed: bury a meeple.
ask-hound = { $hound } comes out: which meeple does it join?
ask-hound-clear = The hound may chase up to 3 ghosts from each of 2 tiles nearby.
ask-facedown = Lay the facedown tile next to an open cemetery.

## The decision panel
panel-teammate = Teammate decides everything but the tile placement
panel-teammate-tip = A bot answers the other questions of the turn for you.
panel-elsewhere = Player { $n } plays this turn elsewhere: waiting for them.
panel-undo = Undo (Ctrl+{ $key-undo })
panel-hint = Hint ({ $key-hint })
panel-suggests = The hint suggests: { $option }
panel-search-suggests = The search bot suggests: { $option }
panel-then = Then: { $option }
panel-placement-at = at the cell marked { $mark }, turned { $degrees }°
hint-place = lay the tile on the marked cell, turned as the preview shows when you point at it
hint-why = Why: { $why }.
hint-why-bank = it closes { $banks ->
    [one] a mist bank
   *[other] { $banks } mist banks
} and { $n ->
    [0] no ghost leaves the board
    [one] 1 ghost leaves the board
   *[other] { $n } ghosts leave the board
}
hint-why-arrive = it brings { $n ->
    [0] no ghost
    [one] 1 ghost
   *[other] { $n } ghosts
} and { $supply } stay in the supply
hint-why-enough = enough for any tile still to come (the neediest takes { $worst })
hint-why-short = fewer than the { $worst } the neediest tile still to come would take
panel-thinking = The search bot is thinking…
panel-rating = { $option }: { $rating } of 100 after { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
} played ahead
panel-rating-pile = { $option }: { $rating } of 100 after { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
} played ahead, or to the end of the pile when it is near
panel-chance = won { $percent }% of { $games ->
    [one] the one game
   *[other] { $games } games
} played to the end
panel-with-meeple = { $option }, then { $meeple }
panel-playing-out = Playing games to the end for the win chances…
panel-why = why? ({ $key-rules })
panel-click-tiles = Highlighted tiles can be clicked on the board.
panel-click-spot = or click a ring on the new tile, or a colour below.
panel-click-spot-quick = Clicking a ring places the meeple in the colour placed last, or the one with most meeples left; Shift-click a ring to choose its colour.
panel-back = back

## The table panel
table-title = Table
table-total = { $total } / { $goal } (space { $space }, lap { $lap })
table-total-tip = The scoring track: each total against the goal. The track has 50 spaces; a total above 49 goes round again.
table-goal = goal
table-pile-mark = pile { $pile }: { $who } { $threshold }
table-marks-tip = Each pile's threshold: reach it before the pile runs out. Reaching one sends a hound out and opens the next pile.
table-next = next threshold { $next }
table-ghost-warning = { $n ->
    [one] ⚠ 1 of the tiles still to come could not be laid without running out of ghosts
   *[other] ⚠ { $n } of the tiles still to come could not be laid without running out of ghosts
}
table-piles-tip = Tiles still in each pile. When the pile in play runs out before its threshold is reached, the game is lost.
table-gauge-ghosts = Ghosts in the supply: { $left } of { $total } · { $board } on the board
table-gauge-pile = The pile in play: { $left ->
    [one] 1 tile left
   *[other] { $left } tiles left
}
table-danger-ghosts = The ghosts ran out within { $turns } turns in { $lost } of { $tried } games played on from here.
table-danger-pile = The pile in play ran out before its threshold within { $turns } turns in { $lost } of { $tried } games played on from here.
table-danger-tip = From this position the computer plays the next { $turns } turns { $tried } times as a careful player would, the unseen tiles in a new random order each time (it never looks at the real order), and counts the games lost each way. Amber: a quarter of them or more lost this way; red: four in ten or more.
table-pile-need = { $tiles ->
    [one] 1 tile is
   *[other] { $tiles } tiles are
} left in the pile in play; to reach { $threshold }: { $who }.
table-need-team = the team needs { $n } more points
table-need-colour = { $colour } needs { $n } more
table-pile-need-tip = When the pile in play runs out before its threshold is reached, the game is lost. The white mark on the score track is the threshold in force.
table-pile-out-of-reach = Out of reach: the tiles left can bring at most { $reach } points, so this pile will run out first.
table-pile-odds = A bot playing on from here reached the threshold in { $reached } of { $tried } tries.
table-pile-at-risk = At risk: a bot playing on from here reached the threshold in only { $reached } of { $tried } tries.
table-pile-odds-tip = The computer plays the game on from this position many times as a careful player would, the unseen tiles in a new random order each time (it never looks at the real order), and counts how often the threshold was reached before the pile ran out.
hound-waiting = waiting on its marker
hound-with-meeple = with a meeple
hound-lost = gone
hound-scored = scored
table-hound-tip = The hounds wait on the thresholds; when one is reached, its hound joins a meeple and chases ghosts.
table-player = Player { $n }
table-supply-tip = { $colour }: { $n } meeples in supply

## The log
log-turn = Turn { $turn }: player { $player }
log-placed = a tile is laid
log-discarded = a tile fits nowhere and is set aside
log-bank-closed = { $tiles ->
    [one] a mist is closed
   *[other] a mist bank over { $tiles } tiles is closed
}
log-ghosts-rise = { $n ->
    [one] 1 ghost rises on { $tile }
   *[other] { $n } ghosts rise on { $tile }
}
log-why-bank = the mist bank closed
log-why-pacified = pacified
log-why-cemetery = the cemetery closed
log-why-hound = chased by the hound
log-ghosts-leave = { $n ->
    [one] 1 ghost leaves: { $why }
   *[other] { $n } ghosts leave: { $why }
}
log-meeple-placed = a { $colour } meeple is placed
log-meeple-returns = a { $colour } meeple returns
log-meeple-buried = a { $colour } meeple is buried
log-road = road
log-city = city
log-castle = castle
log-monastery = monastery
log-field = field
log-mist = mist
log-scored = { $what } complete: { $points } points for { $who }
log-pacified = { $n ->
    [one] pacified: 1 ghost removed
   *[other] pacified: { $n } ghosts removed
}
log-points = +{ $points } (total { $total })
log-hound-out = { $hound } comes out
log-hound-lost = { $hound } is lost
log-hound-scores = { $hound } scores { $points }
log-pile = pile { $pile } is now in play
log-facedown = a tile is laid facedown
log-cemetery-closed = a cemetery closes
log-refused = refused: { $reason }
log-won = the goal is reached!
log-lost = the game is lost

## Rules reference and settings
rules-window = Rules ({ $key-rules })
rules-search = Search:
rules-nothing-found = Nothing found.
settings-title = Settings ({ $key-settings })
settings-button = Settings
settings-language = Language
settings-system = as the system
settings-ui-scale = Size of the texts and panels
settings-damaged = The settings file was damaged: it was set aside (settings.ron.bad) and the defaults are in use.

## Tutorial
tutorial-title = Learn to play
tutorial-intro = Short lessons on the real rules: each sets up a table and shows you one thing.
tutorial-lesson-n = Lesson { $n }
tutorial-step = Step { $k } of { $n }
tutorial-next = Next ({ $key-confirm })
tutorial-your-move = Your move: the gold mark or the marked button shows where.
tutorial-hide = hide
tutorial-wrong = That works by the rules, but this lesson wants something else here: read the text again.
tutorial-try-again = Try again.
tutorial-read-first = Read the text first, then press Next.
tutorial-done = Lesson complete!
tutorial-next-lesson = Next lesson
tutorial-keep-playing = Keep playing
tutorial-done-tip = Done already: play it again.
tutorial-start-tip = Start this lesson.
tutorial-competitive = The competitive game
tutorial-broken = This lesson could not be read: { $file }
hound-rufus = Rufus
hound-ronja = Ronja
settings-mute = mute
settings-placing = Placing
settings-confirm = confirm placement (a second click or { $key-confirm } lays the tile)
settings-confirm-losing = ask before a placement or an answer that loses

## Online co-op (src/online)
online-title = Play online
online-host-heading = Host a game
online-host-tip = Each seat is played here, at another computer, or by a bot at this computer.
online-spectators = Let others watch (players who get no seat)
online-seat = Seat { $n }
online-seat-here = here
online-seat-remote = another computer
online-seat-bot = bot
online-seat-host = at the host
online-port = Port:
online-host-button = Host game
online-host-nobody = Nobody else could join this game: make a seat "another computer" (or add players on the New game page).
online-join-heading = Join a game
online-address = Address:
online-name = Your name:
online-want-seat = Seat:
online-any-seat = any free
online-join-button = Join game
online-connecting = Connecting to { $addr }…
online-no-answer = No answer from { $addr }.
online-let-go = The host gives you no seat and takes no watchers: { $why }.
online-seat-owned = seat { $n } belongs to another player
online-seat-not-remote = seat { $n } is not played from another computer
online-no-such-seat = there is no seat { $n }
online-seats-full = every seat is taken
online-hosts-competitive = Hosts the competitive game for { $players } players, as chosen under Competitive game.
online-error = Cannot play online: { $error }
online-hosting = Hosting: your friends join at { $addr }
online-connected = Connected to { $addr }
online-lost = The connection to the host is lost.
online-reconnecting = Reconnecting… { $s } s (trying for up to { $limit } s; the game is kept)
online-you-play = You play seat { $n }.
online-watching = You are watching: no seat was free.
online-waiting = waiting for its player
online-give-bot = Give to a bot
online-stand-in = a bot, until its player returns
online-seat-away = { $name } (away: nothing heard for a few seconds, waiting)
online-code = Invite code:
online-code-tip = Friends anywhere join with the short code shown once the game starts (or the long one): no ports to open, encrypted.
online-lan = On this network (address and port)
online-host-lan-button = Host on this network
online-join-lan-button = Join at this address
online-hosting-code = Hosting: your friends join with this code
online-copy = Copy the code
online-paste-code = Type the short code, or paste the long one
online-the-host = the host
online-host-on = Host on the last online game
online-host-on-tip = If its host went away: the game goes on from this computer's copy with a new code; the others keep their seats.
online-continue = Continue the online game: { $what } · move { $moves } (a new code)
online-continue-level = level { $level } · { $players } players
online-continue-competitive = competitive game · { $players } players
online-ping-tip = P: point at the cell under the cursor for everyone

## The competitive game (RULES §20)
competitive-section = Competitive game
competitive-title = Ghosts, Castles and Cemeteries
competitive-blurb = Competitive Carcassonne with the Mists tiles mixed into the base game: ghosts land on your rivals' meeples, guard meeples are safe from them.
competitive-start = Play competitive
competitive-continue = Continue the saved competitive game ({ $players } players, { $tiles ->
    [one] one tile placed
   *[other] { $tiles } tiles placed
})
competitive-save-damaged = A saved competitive game could not be continued and was put aside as { $file }: { $reason }
competitive-save-unreadable = A saved competitive game could not be continued: { $reason }
competitive-person = person
competitive-online = playing online
competitive-bot = bot
competitive-easy = easy
competitive-strong = strong
competitive-hint-place = Hint: the cell marked in blue, turned as the drawn tile shows now.
competitive-hint-option = Hint: choice { $n }.
competitive-hint-pass = Hint: pass.
competitive-seat = Player { $n }
competitive-supply = { $meeples ->
    [one] { $meeples } meeple
   *[other] { $meeples } meeples
}, { $guards ->
    [one] { $guards } guard
   *[other] { $guards } guards
}
competitive-tiles-left = { $n ->
    [one] { $n } tile left
   *[other] { $n } tiles left
}
competitive-ghost-supply = { $n ->
    [one] { $n } ghost in the supply
   *[other] { $n } ghosts in the supply
}
competitive-turn = { $who } to play
competitive-place = Place the drawn tile: click a lit cell (right-click or { $key-turn } turns it), or { $key-previous-cell }/{ $key-next-cell } and { $key-place }.
competitive-ghost-other = The mist grew: put a ghost on another player's meeple.
competitive-ghost-own = The mist was held back: put a ghost on one of your own meeples.
competitive-ghost-on = { $n }. { $who } on { $what } ({ $ghosts ->
    [0] no ghost yet
    [one] 1 ghost
   *[other] { $ghosts } ghosts
})
competitive-deploy = Place a meeple or a guard meeple on the new tile, or pass.
competitive-meeple = meeple
competitive-guard = guard
competitive-pass = Pass ({ $key-place })
competitive-effect-ghost-other = Here its mist joins mist: a ghost on another player's meeple, your choice.
competitive-effect-ghost-own = Here its mist meets clear land: a ghost on one of your own meeples.
competitive-effect-expands-free = Here its mist joins mist, but no other player's meeple can take a ghost.
competitive-effect-limits-free = Here its mist meets clear land, but none of your meeples can take a ghost.
competitive-effect-completes = It completes { $what }: scored as your turn ends, by whoever has the most meeples there.
competitive-effect-closes = It closes the cemetery of { $who }'s keeper: the keeper goes home as your turn ends, with a guard meeple if one is left.
competitive-effect-nothing = Here it brings no ghost and completes nothing.
competitive-effect-home = its third ghost: the meeple goes home
competitive-effect-guard = a guard meeple comes back
competitive-keeper = the cemetery (as keeper)
competitive-bot-thinking = { $who } is thinking…
competitive-waiting-for = Waiting for { $who }…
competitive-help = Click a ring on the new tile for a meeple (Shift-click: guard meeple), or press 1–9. Ghosts never land on guard meeples.
competitive-over = Final scores
competitive-winners = Winner: { $who } with { $points } points
competitive-col-roads = roads
competitive-col-cities = cities
competitive-col-monasteries = monasteries
competitive-col-fields = fields
competitive-col-castles = castles
competitive-col-ghosts = ghosts
competitive-col-total = total
competitive-chart = Scores turn by turn
competitive-again = Play again
competitive-save-record = Save record

# Decisions at the spot: sides of a tile, letters on the board, the colour chooser.
words-mark = marked { $mark }
panel-colour-for = Colour for { $feature }:
words-side-n = north
words-side-ne = north-east
words-side-e = east
words-side-se = south-east
words-side-s = south
words-side-sw = south-west
words-side-w = west
words-side-nw = north-west
words-side-mid = middle
opt-remove-n = remove { $n }
panel-close = Close

# The title page and the pages it leads to.
title-tagline = A cooperative game of tiles, mist and ghosts
title-new-game = New game
title-learn = Learn to play
page-back = Back
saves-none = No saved games yet: every game you play is saved as you go.
saves-set-aside = { $file } could not be loaded and is kept aside in the saves folder (nothing was deleted). Why: { $why }
about-credit = Based on “Carcassonne: The Ghosts of the Mist” (Hans im Glück, 2022); Carcassonne was designed by Klaus-Jürgen Wrede.
about-unofficial = This is an unofficial fan edition, not made or endorsed by Hans im Glück.
online-hosts-level = Hosts level { $level } for { $players ->
    [one] 1 player
   *[other] { $players } players
}, as chosen under New game.
title-won-tip = You have won this level.
title-best = Best result: { $points } points
title-locked = Win level { $level } to open it.
over-unlocked = Level { $level } is now open!

# The competitive game's log.
competitive-log-road = the road
competitive-log-city = the city
competitive-log-monastery = the monastery
competitive-log-field = the field
competitive-log-castle = the castle
competitive-log-cemetery = the cemetery
competitive-log-set-aside = A tile fitted nowhere and was set aside.
competitive-log-placed = { $who } laid a tile.
competitive-log-deployed = { $who } placed a { $piece }.
competitive-log-ghost = A ghost landed on a meeple of { $who } ({ $n } on it).
competitive-log-haunted = A meeple of { $who } fled its third ghost.
competitive-log-scored = { $who } scored { $what } { $tiles ->
    [one] on one tile
   *[other] over { $tiles } tiles
}: { $points }
competitive-log-keeper = The keeper of { $who } went home.
hud-controls = Controls

# Play by turns (src/online/turns.rs)
turns-heading = Play by turns (no need to be online together)
turns-tip = Start a game here and play your turn; the window saves the game's file and gives you a text to send to the next player, who opens it here and plays theirs. Each turn is signed with its player's key: nobody can play your seat.
turns-new = Start a game by turns: level { $level }, { $players ->
    [one] 1 player
   *[other] { $players } players
}
turns-open-label = Open a turn: paste the text you were sent, or type a turn file's path.
turns-open = Open and play my turn
turns-sent = Your turn is signed and saved. Send the game's text to the player of seat { $n }:
turns-sent-over = Your turn is signed and saved, and the game is over. Send the game's text to the others:
turns-copy = Copy the game's text
turns-not-yours = It is seat { $n }'s turn, and another player plays it.
turns-over = That game is over.
turns-error = This turn cannot be opened: { $error }
turns-title = Playing by turns
turns-you-play = You play seat { $n }. When your turn ends, it is signed and saved.
turns-back = Back to the menu
turns-save-error = Your turn could not be saved: { $error }

## The daily game and the statistics (docs/daily.md)
daily-button = Daily game · { $date } · Level { $level }
daily-title = The daily game
daily-today = { $date }: Level { $level }
daily-intro = One game a day, the same for everyone: the same level and the same tiles in the same order. Play it alone, or add bot teammates. Your first finished game of the day is the one that counts.
daily-harder = Level { $level } is past the levels you have opened (up to Level { $open }): a harder game than you have played so far. You can still play it.
daily-bots = Bot teammates:
daily-play = Play today's game
daily-play-again = Play it again (only the first game counts)
daily-streak = Daily games won in a row: { $n }
daily-won = won, { $totals } points
daily-lost = lost, { $totals } points
daily-history = Your daily games
daily-none = No daily game finished yet.
daily-level = Level { $n }
daily-share = Share
daily-shared = Written to { $file }: send it to another player, who can watch it and check the result.
daily-open = Watch a shared daily game (today's)
daily-replay = Check and watch
daily-refused = Not shown: { $why }
stats-title = Statistics
stats-chart = Results over time
stats-chart-note = A line per level, game after game (its result: the total, or the lowest total on Level 6); a dot marks a win.
stats-none = No finished game yet.
stats-level = Level
stats-players = Players
stats-games = Games
stats-wins = Won
stats-best = Best result
stats-streak = Streak (best)
stats-accuracy = { $n ->
    [one] One reviewed game: accuracy { $mean } %.
   *[other] { $n } reviewed games: accuracy { $mean } % on average, { $last } % the last.
}
stats-streak-note = The best result is the total the thresholds are measured by (on Level 6 the lowest of the three). A streak is wins in a row.
stats-skipped = { $n } lines of the results file could not be read and were skipped.
hud-daily = The daily game of { $date }

# The card beside a laid tile the pointer rests on (issue 47).
card-mist = { $bank }: { $state }
card-mist-open = not complete yet
card-mist-complete = complete
card-mist-blocked = blocked, it can never be completed
card-ghosts = Ghosts: { $n } · ghost symbols: { $symbols }
card-cemetery = Ghosts in the cemetery: { $n }
card-meeple = A { $colour } meeple on { $feature }
card-here = here: { $what }
card-piece = { $who }: { $kind } on { $what } ({ $ghosts ->
    [0] no ghost
    [one] 1 ghost
   *[other] { $ghosts } ghosts
})
card-hound = { $hound } is with the { $colour } meeple
table-stack-threshold = reach { $points }
settings-volume = Effects volume
settings-ambience = Ambience volume (the mist)
settings-display = Display
settings-fullscreen = fullscreen (F11)
settings-motion = Animation speed
settings-motion-slow = slow
settings-motion-normal = normal
settings-motion-fast = fast
settings-motion-instant = instant
settings-reduce-motion = reduce motion (no glides, drops or sparks)
settings-controls = Controls
settings-keys-reset = Default keys
settings-key-or = or
settings-press-key = press a key… (Esc: keep)
settings-key-taken = That key already does: { $action }. Give that one another key first.
settings-key-unbindable = That key cannot be chosen (the digits answer the rows).
action-place = place the tile where shown
action-turn = turn the tile
action-next-cell = next cell where it fits
action-previous-cell = previous cell where it fits
action-confirm = lay a held tile · next (lessons)
action-undo = undo
action-hint = hint
action-no-meeple = no meeple
action-recentre = centre the board
action-menu = menu
action-rules = rules
action-settings = settings
action-screenshot = screenshot
action-point = point at a cell (online)
action-fullscreen = fullscreen
action-answer = pick an answer by its number
key-name-Space = Space
key-name-Enter = Enter
key-name-Esc = Esc
key-name-Home = Home
key-name-End = End
key-name-Delete = Delete
key-name-Insert = Insert
key-name-Backspace = Backspace
key-name-Enterkeypad = Enter (keypad)
settings-patterns = patterns on the meeples (one per colour)

# Short codes and whether friends can reach the host (issue 50)
online-reach-checking = Checking whether friends can reach this game…
online-reach-internet = Friends anywhere can join (through the relay { $relay }).
online-reach-local-relay = Friends who can reach the relay { $relay } can join: it is on this computer or your own network, not on the internet.
online-reach-this-network = Only friends on this network can join: { $why }.
online-reach-nowhere = Nobody can join this game: { $why }.
online-why-relays-off = no relay is used
online-why-relay-unreachable = the relay cannot be reached (is this computer online?)
online-why-no-network = this computer is on no network
online-short-code = Short code, to read out:
online-short-waiting = The short code appears once friends can find the game.
online-short-retired = The short code was tried wrongly too often and no longer works. Friends can still join with the long code.
online-long-code = Long code, to paste
online-short-knocking = Finding the game by its short code…
online-short-mistyped = This short code is mistyped: check each character (short codes have no 0, O, 1, I or L).
online-short-no-lookup = A short code needs the internet; join with the long code instead.
online-short-no-answer = No game answers this short code. Check it with the host, or use the long code.
online-short-wrong = This short code is wrong. { $left ->
    [one] One more wrong try
   *[other] { $left } more wrong tries
} and it stops working.
online-short-retired-join = This short code no longer works (too many wrong tries). Ask the host for the long code.
online-short-full = Every seat in this game is taken, so its short code lets nobody in until one is free. If you had a seat, rejoin by the long code.
online-copy-short = Copy the short code

# The review of a finished game (issue 51)
review-title = Review
review-start = Review this game
review-start-note = Every decision is played out many times from what the team knew then (about a minute).
review-running = Reviewing: { $done } of { $total } decisions
review-cancel = Cancel
review-failed = The review could not be made:
review-curve = The team's chance to win, turn by turn (red: a costly decision, amber: likely costly)
review-turning-point = Where the game turned: turn { $turn }, the team's chance fell from { $before } % to { $after } %.
review-accuracy = Accuracy { $accuracy } % ({ $players })
review-accuracy-player = { $player } { $accuracy } %
review-accuracy-note = The share of the best choice's chance to win that the choices kept, on average over every decision judged.
review-grade-small = Small loss
review-grade-clear = Clear loss
review-grade-losing = Game-losing
review-certain = certain
review-likely = likely
review-graded = { $grade }, { $certainty }:
review-why-loses = Laid there, the tile called { $needs } ghosts from a supply of { $supply }: the game was lost at once.
review-why-place = Laid there: mist banks closed { $banks }, ghosts called from the supply { $needs }. At the better place: banks closed { $better_banks }, ghosts called { $better_needs }.
review-why-same = Both places do the same this turn: the difference shows in the turns after.
review-why-answer = Answered so, the team had { $points } points and { $ghosts } ghosts on the board at the next question; with the better answer, { $better_points } points and { $better_ghosts } ghosts.
review-why-answer-loses = Answered so, the game was lost at once; the better answer kept it going.
review-why-same-answer = Both answers leave the table the same this turn: the difference shows in the turns after.
again-start = Try again from here
again-title = Try again: turn { $turn }
again-choose = Choose again. The game's choice kept about { $chosen } % chance to win; the best option the review found, { $best } %.
again-weighing = Playing your choice out on the review's deals…
again-result = Your choice wins about { $new } % (the game's choice { $chosen } %, the best found { $best } %).
again-as-best = As good as the best option the review found.
again-better = Better than the game's choice, short of the best.
again-worse = Worse than the game's choice.
again-same = About as good as the game's choice.
again-same-choice = The same choice as in the game.
again-again = Try again
again-back = Back to the review
review-no-mistakes = No decision cost more than chance can explain: well played.
review-mistake = Turn { $turn }: { $chosen } instead of { $better } cost about { $cost } %.
review-place-chosen = laying the tile there
review-place-better = the place shown on the board
review-match-start = Review this match
review-match-start-note = Every play is played out many times from what its player knew then (a few minutes).
review-match-running = Reviewing: { $done } of { $total } plays
review-match-curve = Each player's points ahead of the best rival, turn by turn (red: a costly play)
review-match-no-mistakes = No play gave away more points than chance can explain.
review-match-mistake = Turn { $turn }, { $seat }: { $chosen } instead of { $better } gave away about { $points } points.
review-play-pass = placing no piece
review-play-piece = a { $piece } on choice { $n }
review-play-ghost = the ghost on choice { $n }

# Issue 62: what a placement does, by the cell the pointer rests on.
cell-here = Laid here: { $what }.
cell-loses = Laid here, the game is lost at once: the mist needs { $needs ->
    [one] 1 ghost
   *[other] { $needs } ghosts
} and the supply holds { $supply }.
cell-loses-ask = A click holds it here first.
cell-loses-held = Click again or press { $key-confirm } to lay it anyway.

# Issue 62: what an answer does, beside its button.
answer-mark = { $lost }/{ $tried } lost
answer-mark-loses = ✖ loses
answer-loses-ghosts = This answer loses the game at once: the ghosts run out.
answer-loses-pile = This answer loses the game at once: the pile in play runs out before its threshold.
answer-loses-ask = A click holds it first.
answer-loses-held = Click it again or press { $key-confirm } to answer anyway.
answer-danger = After this answer, of { $tried } games played on { $turns } turns from here: the ghosts ran out in { $ghosts }, the pile in play in { $pile }.
table-danger-range = The answers leave between { $best } and { $worst } of { $tried } games lost.
