//! Nothing lost (docs/online.md): while online, this window keeps its copy of the game
//! (`mists_net::GameCopy`: record, tile set and seat owners) in `<data>/online/copy.ron` after every
//! applied decision, written whole or not at all. If the host goes away, this peer can host on
//! from it (`mists-cli host --from <data>/online/copy.ron --token-file <data>/seat-token --code`).

use crate::storage::{DataDir, write_atomic};
use bevy::prelude::*;
use mists_net::{Client, Host};
use std::path::PathBuf;

/// Where the online game's copy goes.
pub fn copy_path(data: &DataDir) -> Option<PathBuf> {
    data.0.as_ref().map(|d| d.join("online").join("copy.ron"))
}

/// Write the copy when the number of applied decisions changed.
pub fn keep_copy(
    host: Option<Res<Host>>,
    client: Option<Res<Client>>,
    data: Res<DataDir>,
    mut written: Local<Option<u32>>,
) {
    let copy = match (&host, &client) {
        (Some(h), _) => Some(h.copy()),
        (None, Some(c)) => c.copy(),
        _ => None,
    };
    let (Some(copy), Some(path)) = (copy, copy_path(&data)) else {
        return;
    };
    let applied = host.as_ref().map(|h| h.game.applied()).or_else(|| {
        client
            .as_ref()
            .and_then(|c| c.game.as_ref().map(|g| g.applied()))
    });
    if *written == applied {
        return;
    }
    // Read back before it replaces the last good copy (issue 61).
    let text = copy.to_ron();
    let checked = mists_net::GameCopy::from_ron(&text, "the copy being written")
        .map_err(|e| std::io::Error::other(e.to_string()))
        .and_then(|_| write_atomic(&path, &text));
    match checked {
        Ok(()) => *written = applied,
        Err(e) => error!("cannot keep the online game in {}: {e}", path.display()),
    }
}

/// The online game kept here, as the title page offers to go on with it (read when the title
/// page opens; None when there is none, it cannot be read, or it is over).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct KeptOnline(pub Option<Kept>);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    /// The level (None: the competitive game).
    pub level: Option<u8>,
    pub players: u8,
    /// Decisions or plays applied.
    pub moves: u32,
}

/// What the kept copy holds, if it can go on.
pub fn kept(copy: &mists_net::GameCopy) -> Option<Kept> {
    let bot = mists_bot::by_name("random", 0)?;
    let host = Host::from_copy(copy, None, mists_net::SeatKind::Bot, bot).ok()?;
    if host.game.is_over() {
        return None;
    }
    let (level, players) = match &host.game {
        mists_net::Game::Coop(g) => (Some(g.sim.table.level.level), g.record().players.players),
        mists_net::Game::Competitive(g) => (None, g.m.setup.players),
    };
    Some(Kept {
        level,
        players,
        moves: host.game.applied(),
    })
}

/// Read the kept copy when the title page opens.
pub fn scan(data: Option<Res<DataDir>>, mut commands: Commands) {
    let found = data
        .as_deref()
        .and_then(copy_path)
        .filter(|p| p.exists())
        .and_then(|p| mists_net::GameCopy::load(&p).ok())
        .and_then(|c| kept(&c));
    commands.insert_resource(KeptOnline(found));
}

/// "Continue the online game: level 3 · 2 players · move 40", when there is one.
pub fn continue_label(tr: &crate::i18n::Tr, kept: &KeptOnline) -> Option<String> {
    let k = kept.0.as_ref()?;
    let what = match k.level {
        Some(level) => tr!(
            tr,
            "online-continue-level",
            level = level,
            players = k.players
        ),
        None => tr!(tr, "online-continue-competitive", players = k.players),
    };
    Some(tr!(tr, "online-continue", what = what, moves = k.moves))
}

/// Go on with the kept game: host it on with a new code (the lobby's own button), on the online
/// page, where its code or any error is shown.
pub fn continue_online(commands: &mut Commands) {
    commands.insert_resource(super::lobby::Action::HostOn);
    commands.queue(|w: &mut World| {
        w.resource_mut::<NextState<crate::shared::Page>>()
            .set(crate::shared::Page::Online)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_host_window_keeps_a_copy_that_hosts_on() {
        let data = std::env::temp_dir().join(format!("mists-online-copy-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        let mut app = App::new();
        app.insert_resource(DataDir(Some(data.clone())));
        let level =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/levels/level3.ron");
        let bot = mists_bot::by_name("greedy", 1).unwrap();
        let kinds = vec![mists_net::SeatKind::Bot, mists_net::SeatKind::Remote];
        let host = Host::for_preset(&level, 2, 4, kinds, bot).unwrap();
        app.insert_resource(host);
        app.add_systems(Update, keep_copy);
        app.update();
        let path = copy_path(&DataDir(Some(data.clone()))).unwrap();
        let copy = mists_net::GameCopy::load(&path).unwrap();
        let bot = mists_bot::by_name("greedy", 2).unwrap();
        let again = Host::from_copy(&copy, None, mists_net::SeatKind::Bot, bot).unwrap();
        assert_eq!(again.seats().len(), 2);
        assert_eq!(again.kinds()[1], mists_net::SeatKind::Remote);
        // The title page offers it, named by level and players.
        assert_eq!(
            kept(&copy),
            Some(Kept {
                level: Some(3),
                players: 2,
                moves: 0
            })
        );
        let _ = std::fs::remove_dir_all(&data);
    }
}
