//! A tiny game that exists only for the host's tests: a race to a target.
//!
//! Seats take turns. On its turn a seat may `step 1` or `step 2` (open
//! information, can be undone) or `roll` (a die from the state's RNG: it
//! reveals chance, so it can't be undone). The first seat to reach the
//! target ends the game. Each seat also holds a secret number dealt at
//! setup, shown only in its private view; it breaks ties.

use longtable::engine::{
    Applied, Game, GameRng, Msg, OptionSpec, Outcome, RulesVersion, Seat, Setup, Translate,
};
use longtable::render::Svg;
use serde::{Deserialize, Serialize};

pub struct Race;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RaceState {
    pub target: i64,
    pub positions: Vec<i64>,
    pub secrets: Vec<i64>,
    pub turn: Seat,
    pub rng: GameRng,
    pub over: bool,
    pub fuse: i64,
    /// Moves a seat makes per turn (option `moves`), and how many it has
    /// made in this turn: the host's tests of one seat's consecutive
    /// actions use more than one.
    #[serde(default)]
    pub moves: i64,
    #[serde(default)]
    pub moved: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RaceAction {
    Step(i64),
    Roll,
}

impl Game for Race {
    type State = RaceState;
    type Action = RaceAction;

    fn title(&self) -> &'static str {
        "race"
    }
    fn seats(&self) -> std::ops::RangeInclusive<usize> {
        1..=4
    }
    fn options(&self) -> Vec<OptionSpec> {
        vec![
            OptionSpec::int("target", 3, 100, "10", "error-internal"),
            // Test hook: applying an action that would bring a seat to
            // exactly this position panics (0 = never).
            OptionSpec::int("fuse", 0, 100, "0", "error-internal"),
            OptionSpec::int("moves", 1, 30, "1", "error-internal"),
        ]
    }
    fn setup(&self, setup: &Setup) -> Result<RaceState, Msg> {
        let mut rng = GameRng::new(setup.seed);
        let secrets = (0..setup.seats).map(|_| rng.range(1000, 9999)).collect();
        Ok(RaceState {
            target: setup.options.int("target").unwrap_or(10),
            positions: vec![0; setup.seats],
            secrets,
            turn: 0,
            rng,
            over: false,
            fuse: setup.options.int("fuse").unwrap_or(0),
            moves: setup.options.int("moves").unwrap_or(1),
            moved: 0,
        })
    }
    fn to_act(&self, s: &RaceState) -> Vec<Seat> {
        if s.over {
            vec![]
        } else {
            vec![s.turn]
        }
    }
    fn legal_actions(&self, s: &RaceState, seat: Seat) -> Vec<RaceAction> {
        if s.over || seat != s.turn {
            return vec![];
        }
        vec![RaceAction::Step(1), RaceAction::Step(2), RaceAction::Roll]
    }
    fn apply(&self, s: &mut RaceState, seat: Seat, a: &RaceAction) -> Result<Applied, Msg> {
        let (by, revealed) = match a {
            RaceAction::Step(n) => (*n, false),
            RaceAction::Roll => (s.rng.range(1, 3), true),
        };
        if s.fuse > 0 && s.positions[seat] + by == s.fuse {
            panic!("the race's test fuse went off");
        }
        s.positions[seat] += by;
        if s.positions[seat] >= s.target {
            s.over = true;
        }
        s.moved += 1;
        if s.moved >= s.moves.max(1) {
            s.moved = 0;
            s.turn = (s.turn + 1) % s.positions.len();
        }
        let mut applied =
            Applied::public(Msg::new("status-title").arg("title", format!("moves {by}")));
        applied.revealed = revealed;
        Ok(applied)
    }
    fn notation(&self, _: &RaceState, a: &RaceAction) -> String {
        match a {
            RaceAction::Step(n) => format!("step {n}"),
            RaceAction::Roll => "roll".into(),
        }
    }
    fn outcome(&self, s: &RaceState) -> Option<Outcome> {
        s.over
            .then(|| Outcome::ranked(s.positions.clone(), s.secrets.clone()))
    }
    fn status(&self, s: &RaceState) -> Msg {
        Msg::new("status-title").arg("title", format!("race to {}: {:?}", s.target, s.positions))
    }
    fn private_text(&self, s: &RaceState, seat: Seat) -> Msg {
        Msg::new("status-title").arg("title", format!("secret {}", s.secrets[seat]))
    }
    fn board_svg(&self, s: &RaceState, _tr: &dyn Translate) -> String {
        let mut svg = Svg::new(600, 80 + 60 * s.positions.len() as u32);
        svg.title_bar("Race", &format!("to {}", s.target));
        for (seat, &p) in s.positions.iter().enumerate() {
            svg.track(
                20.0,
                90.0 + 60.0 * seat as f32,
                40.0,
                0,
                12,
                "",
                &[(p, seat)],
            );
        }
        svg.finish()
    }
    fn seat_svg(&self, s: &RaceState, seat: Seat, _tr: &dyn Translate) -> String {
        let mut svg = Svg::new(300, 100);
        svg.text(
            20.0,
            60.0,
            24.0,
            &format!("secret {}", s.secrets[seat]),
            "start",
            "#000",
            true,
        );
        svg.finish()
    }
}

/// The race with two rules versions (issue 25): version 2 forbids `step 2`. A build
/// that knows only version 1 is `Versioned { newest: 1 }`; its upgrade is
/// `Versioned { newest: 2 }`.
pub struct Versioned {
    pub newest: u32,
}

const VERSIONS: [RulesVersion; 2] = [
    RulesVersion {
        version: 1,
        note: "rules-note-first",
    },
    RulesVersion {
        version: 2,
        note: "nations-rules-note-2",
    },
];

#[derive(Clone, Serialize, Deserialize)]
pub struct VersionedState {
    pub race: RaceState,
    pub rules: u32,
}

impl Game for Versioned {
    type State = VersionedState;
    type Action = RaceAction;
    fn title(&self) -> &'static str {
        "race"
    }
    fn seats(&self) -> std::ops::RangeInclusive<usize> {
        Race.seats()
    }
    fn options(&self) -> Vec<OptionSpec> {
        Race.options()
    }
    fn rules_versions(&self) -> &'static [RulesVersion] {
        &VERSIONS[..self.newest as usize]
    }
    fn setup(&self, setup: &Setup) -> Result<VersionedState, Msg> {
        self.setup_at(setup, self.newest)
    }
    fn setup_at(&self, setup: &Setup, version: u32) -> Result<VersionedState, Msg> {
        self.check_rules(version)?;
        Ok(VersionedState {
            race: Race.setup(setup)?,
            rules: version,
        })
    }
    fn set_rules(&self, s: &mut VersionedState, version: u32) -> Result<(), Msg> {
        self.check_rules(version)?;
        s.rules = version;
        Ok(())
    }
    fn rules_of(&self, s: &VersionedState) -> u32 {
        s.rules
    }
    fn to_act(&self, s: &VersionedState) -> Vec<Seat> {
        Race.to_act(&s.race)
    }
    fn legal_actions(&self, s: &VersionedState, seat: Seat) -> Vec<RaceAction> {
        let mut legal = Race.legal_actions(&s.race, seat);
        if s.rules >= 2 {
            legal.retain(|a| *a != RaceAction::Step(2));
        }
        legal
    }
    fn apply(&self, s: &mut VersionedState, seat: Seat, a: &RaceAction) -> Result<Applied, Msg> {
        Race.apply(&mut s.race, seat, a)
    }
    fn notation(&self, s: &VersionedState, a: &RaceAction) -> String {
        Race.notation(&s.race, a)
    }
    fn outcome(&self, s: &VersionedState) -> Option<Outcome> {
        Race.outcome(&s.race)
    }
    fn status(&self, s: &VersionedState) -> Msg {
        Race.status(&s.race)
    }
    fn private_text(&self, s: &VersionedState, seat: Seat) -> Msg {
        Race.private_text(&s.race, seat)
    }
    fn board_svg(&self, s: &VersionedState, tr: &dyn Translate) -> String {
        Race.board_svg(&s.race, tr)
    }
    fn seat_svg(&self, s: &VersionedState, seat: Seat, tr: &dyn Translate) -> String {
        Race.seat_svg(&s.race, seat, tr)
    }
}
