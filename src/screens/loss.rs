//! A loss explained on the board (RULES §16.2): the game-over screen states the numbers of the
//! cause (`mists_rules::loss::loss_detail`) and marks the tile that lacked ghosts.

use crate::board_view::Z_HIGHLIGHT;
use crate::grid::{CELL_SIZE, cell_centre};
use crate::i18n::Tr;
use crate::shared::Screen;
use crate::tile_textures::TileArt;
use bevy::prelude::*;
use mists_rules::loss::{LossDetail, loss_detail};
use mists_rules::{Flow, Table, Turn};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Loss>();
    app.add_systems(OnEnter(Screen::GameOver), explain);
}

/// The cause of the game just lost (None after a win), and whether the level scores each
/// scoring meeple apart (Level 6) or one shared total.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Loss {
    pub detail: Option<LossDetail>,
    pub individual: bool,
}

/// The red frame on the tile that lacked ghosts.
#[derive(Component)]
pub struct LossMark;

fn explain(
    mut commands: Commands,
    table: Option<Res<Table>>,
    turn: Option<Res<Turn>>,
    flow: Option<Res<Flow>>,
    art: Option<Res<TileArt>>,
    mut loss: ResMut<Loss>,
) {
    let (Some(table), Some(turn), Some(flow)) = (table, turn, flow) else {
        *loss = Loss::default();
        return;
    };
    *loss = Loss {
        detail: loss_detail(&table, &turn, &flow),
        individual: table.cfg().individual_scoring,
    };
    if let (Some(LossDetail::Ghosts { cell, .. }), Some(art)) = (&loss.detail, art) {
        commands.spawn((
            Name::new("The tile that lacked ghosts"),
            LossMark,
            Sprite {
                image: art.slot.clone(),
                color: Color::srgba(1.0, 0.25, 0.2, 1.0),
                custom_size: Some(Vec2::splat(CELL_SIZE * 1.08)),
                ..default()
            },
            Transform::from_translation(cell_centre(*cell).extend(Z_HIGHLIGHT + 0.3)),
            DespawnOnExit(Screen::GameOver),
        ));
    }
}

/// The cause in numbers, in the players' words; `individual`: totals are named by colour.
pub fn words(tr: &Tr, detail: &LossDetail, individual: bool) -> String {
    match detail {
        LossDetail::Ghosts { needed, supply, .. } => tr!(
            tr,
            "over-ghosts-short",
            needed = *needed as usize,
            supply = *supply as usize
        ),
        LossDetail::Tiles {
            pile,
            piles,
            threshold,
            short,
        } => {
            let who: Vec<String> = short
                .iter()
                .map(|(colour, total)| {
                    if !individual {
                        tr!(tr, "over-short-team", total = *total as usize)
                    } else {
                        tr!(
                            tr,
                            "over-short-colour",
                            colour = crate::i18n::colour(tr, *colour),
                            total = *total as usize
                        )
                    }
                })
                .collect();
            tr!(
                tr,
                "over-tiles-short",
                pile = pile + 1,
                piles = *piles,
                threshold = *threshold as usize,
                short = who.join(", ")
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use mists_board::Cell;
    use mists_rules::Colour;

    #[test]
    fn each_cause_states_its_numbers_in_every_language() {
        let ghosts = LossDetail::Ghosts {
            cell: Cell::new(2, 1),
            needed: 4,
            supply: 1,
        };
        let team = LossDetail::Tiles {
            pile: 0,
            piles: 3,
            threshold: 15,
            short: vec![(Colour::Black, 9)],
        };
        let each = LossDetail::Tiles {
            pile: 1,
            piles: 3,
            threshold: 25,
            short: vec![(Colour::Blue, 17), (Colour::Green, 22)],
        };
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets"));
        for lang in [Lang::En, Lang::De, Lang::Fr, Lang::Ru] {
            let tr = Tr::load(root, lang).unwrap();
            let g = words(&tr, &ghosts, false);
            assert!(
                g.contains('4') && g.contains('1') && !g.contains("over-"),
                "{g}"
            );
            let t = words(&tr, &team, false);
            assert!(t.contains("15") && t.contains('9'), "{t}");
            assert!(!t.contains(&crate::i18n::colour(&tr, Colour::Black)), "{t}");
            let e = words(&tr, &each, true);
            for part in ["25", "17", "22", "2", "3"] {
                assert!(e.contains(part), "{lang:?}: {e}");
            }
            assert!(e.contains(&crate::i18n::colour(&tr, Colour::Blue)), "{e}");
            assert!(!e.contains("over-") && !e.contains('{'), "{e}");
        }
    }
}
