//! Table options the host itself reads, shared by every title.
//!
//! They are stored with the title's options in the table row (one JSON
//! map), validated at `/game new`, listed by `/game help <title>`, and
//! taken out before the title sets up (`game_options`), so a title never
//! sees them and replays stay deterministic.

use crate::engine::{Msg, OptionSpec, Options, Setup, Title};
use crate::msg;

/// The longest option value accepted, in characters.
pub const MAX_VALUE: usize = 200;

/// `autoplay`: play a seat's only legal action for it at once.
pub const AUTOPLAY: &str = "autoplay";

/// The host's own options with their defaults.
pub fn specs() -> Vec<OptionSpec> {
    vec![OptionSpec::bool(AUTOPLAY, true, "opt-autoplay")]
}

fn is_host(name: &str) -> bool {
    specs().iter().any(|s| s.name.eq_ignore_ascii_case(name))
}

/// The title's share of a table's options.
pub fn game_options(all: &Options) -> Options {
    Options(
        all.0
            .iter()
            .filter(|(k, _)| !is_host(k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    )
}

/// Checks given options against the title's and the host's specs; the
/// result holds every option of both with defaults filled in.
pub fn resolve(given: &Options, title_specs: &[OptionSpec]) -> Result<Options, Msg> {
    let (host, game): (Vec<_>, Vec<_>) = given.0.iter().partition(|(k, _)| is_host(k));
    let mut all_specs = title_specs.to_vec();
    all_specs.extend(specs());
    let game = Options(
        game.into_iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    );
    let host = Options(
        host.into_iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    );
    // An unknown option is reported against the full list.
    let mut out = match game.resolve(title_specs) {
        Ok(o) => o,
        Err(m) if m.id == "error-unknown-option" => {
            return Err(game.resolve(&all_specs).err().unwrap_or(m))
        }
        Err(m) => return Err(m),
    };
    out.0.extend(host.resolve(&specs())?.0);
    Ok(out)
}

/// Refuses an option value longer than [`MAX_VALUE`] characters before
/// anything else reads it.
pub fn check_lengths(given: &[(String, String)]) -> Result<(), Msg> {
    match given.iter().find(|(_, v)| v.chars().count() > MAX_VALUE) {
        Some((name, _)) => Err(msg!("error-option-too-long", name = name, max = MAX_VALUE)),
        None => Ok(()),
    }
}

/// Checks the values a title reads itself (free text such as Nations'
/// `difficulty` or Belfort's `guild_list`, and per-seat lists) by setting
/// the title up with them, so a table that could never start is refused at
/// `/game new`. With the player count known, against that count; else the
/// options must suit at least one count the title takes (`/game start`
/// checks again against the seats actually taken).
pub fn check_setup(title: &dyn Title, all: &Options, players: Option<usize>) -> Result<(), Msg> {
    let options = game_options(all);
    let counts: Vec<usize> = match players {
        Some(n) => vec![n],
        None => title.seats().collect(),
    };
    let mut first_error = None;
    for seats in counts {
        let setup = Setup {
            seats,
            options: options.clone(),
            seed: 0,
        };
        match title.new_table(&setup) {
            Ok(_) => return Ok(()),
            Err(m) => {
                first_error.get_or_insert(m);
            }
        }
    }
    Err(first_error.unwrap_or_else(|| Msg::new("error-internal")))
}

/// Whether autoplay is on for a table with these stored options.
pub fn autoplay(all: &Options) -> bool {
    all.0
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(AUTOPLAY))
        .map(|(_, v)| {
            !matches!(
                v.trim().to_lowercase().as_str(),
                "false" | "no" | "off" | "0"
            )
        })
        .unwrap_or(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn autoplay_is_on_by_default_checked_and_hidden_from_the_title() {
        let title = vec![OptionSpec::bool("short", false, "opt-short")];
        let all = resolve(&Options::new().with("short", "yes"), &title).unwrap();
        assert_eq!(all.get("autoplay"), Some("true"));
        assert!(autoplay(&all));
        let off = resolve(&Options::new().with("autoplay", "off"), &title).unwrap();
        assert!(!autoplay(&off));
        assert_eq!(game_options(&off).get("autoplay"), None);
        let bad = resolve(&Options::new().with("autoplay", "maybe"), &title).unwrap_err();
        assert_eq!(bad.id, "error-bad-option-value");
        let unknown = resolve(&Options::new().with("speed", "1"), &title).unwrap_err();
        let known = format!("{:?}", unknown.args);
        assert!(
            known.contains("autoplay") && known.contains("short"),
            "{known}"
        );
    }
}
