//! What may happen in Endeavor: the state, the legal actions of a seat and
//! their effects, phase by phase (spec §2, §3, §5). Section numbers in
//! comments refer to `shared/rules/endeavor.md`.

use super::content::{Basic, Content, Icons, Named, Offer, CULTURE, FINANCE, INDUSTRY, POLITICS};
use crate::engine::{GameRng, Last, Msg, Seat};
use crate::msg;
use serde::{Deserialize, Serialize};

// One file per phase of the round (spec §3.1-§3.16) and the scoring (§5);
// this file holds the state, whose turn it is, the dispatch of legal
// actions and of `apply`, and the phase machine that runs the automatic
// steps between decisions (§3.0, §3.17).
mod action;
mod build;
mod growth;
mod salary;
mod scoring;

pub use scoring::Score;

/// The table options for the readings §9 leaves open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Flags {
    /// face-down Slavery cards cost Glory only if the Abolition came.
    pub slavery_penalty_needs_abolition: bool,
    /// both ships of a Ship & Ship must go to one region.
    pub ship_ship_same_region: bool,
    /// Draw & Draw takes both cards from one deck (false: one region).
    pub draw_draw_same_deck: bool,
    /// which levels the build fallback opens: `lowest`, `next`, `any`.
    pub build_fallback: String,
    /// a building may be activated (a token spent) with no effect.
    pub empty_activation: bool,
    /// a Payment with no target may be chosen (it does nothing).
    pub empty_payment: bool,
}

impl Default for Flags {
    fn default() -> Self {
        Flags {
            slavery_penalty_needs_abolition: false,
            ship_ship_same_region: false,
            draw_draw_same_deck: true,
            build_fallback: "lowest".into(),
            empty_activation: false,
            empty_payment: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Build,
    Salary,
    Action,
    Over,
}

/// A building on a player board. Slot 0 is the Colonial House.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Built {
    pub kind: usize,
    pub occupied: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Personal supply of population markers.
    pub supply: u8,
    /// Markers in the harbor, ready to use.
    pub harbor: u8,
    pub buildings: Vec<Built>,
    /// Trade tokens held, by kind (brown ones for good, blue until spent).
    pub tokens: Vec<u8>,
    /// Face-up asset cards that count toward the limit (card spaces and
    /// beside the board), in the order gained.
    pub cards: Vec<usize>,
    /// The card on the governor space.
    pub governor: Option<usize>,
    /// Slavery cards turned face down (Abolition or discard).
    pub slavery_down: Vec<usize>,
    pub passed: bool,
    /// The player moved a Governor onto or off the governor space since
    /// their last action in this Action phase: one such move per turn
    /// (see `State::turn_actions`, OP-7 and DR-4).
    #[serde(default, skip_serializing_if = "is_false")]
    pub arranged: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// Where the action being carried out came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// A building slot of the acting player.
    Building(usize),
    /// A blue token kind, already spent.
    Token(usize),
}

/// An activated building or spent token whose action is under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub seat: Seat,
    pub source: Source,
    pub offer: Offer,
    /// The parts already carried out, with the region or deck they used.
    pub done: Vec<(Basic, usize)>,
}

/// A player working through the card limit after passing (§3.16 PD-4),
/// or again after their cards changed (PD-8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Check {
    pub seat: Seat,
    /// The player has made a move in this check (an arrangement or a
    /// discard): from now on the check ends as soon as they are within
    /// the limit, and arrangements must keep them within it.
    pub arranged: bool,
    /// A PD-8 re-check after the pass-time check: under A-14 an
    /// arrangement may then not add a counted card beyond the limit.
    #[serde(default)]
    pub recheck: bool,
    /// The player's last move in this check was an arrangement: the next
    /// one must be a discard (or, within the limit, the check ends).
    #[serde(default, skip_serializing_if = "is_false")]
    pub moved: bool,
}

/// One decision of one seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Build phase: take a tile of this building kind.
    Build(usize),
    /// Salary phase: free a marker from a building of this kind.
    Free(usize),
    /// Activate an empty building of this kind.
    Activate(usize),
    /// Spend a blue token of this kind.
    Token(usize),
    Ship(usize),
    Occupy(usize),
    Attack(usize),
    /// Payment: free a building of this kind.
    Pay(usize),
    Draw(usize),
    /// Stop a mixed action after its first part.
    Done,
    Pass,
    /// Rearrange: put this Governor (a counted card) on the governor
    /// space; a Governor already there becomes a counted card (OP-7).
    Govern(usize),
    /// Rearrange: take the Governor off the space onto a card space.
    Ungovern,
    Discard(usize),
    /// Finish the card-limit check.
    Keep,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub flags: Flags,
    pub round: u8,
    pub phase: Phase,
    /// Holder of the crown.
    pub first: Seat,
    /// The seat whose turn it is in the current phase.
    pub turn: Seat,
    /// Seats done with the current Build or Salary phase.
    pub steps: usize,
    /// Payments left to the seat in the Salary phase.
    pub salary_left: Option<u8>,
    pub players: Vec<Player>,
    /// Per region: the seat on each track space, index 0 = far end.
    pub track: Vec<Vec<Option<Seat>>>,
    pub track_tokens: Vec<Vec<Option<usize>>>,
    /// Per region, per seat: markers beside the full track.
    pub beside: Vec<Vec<u8>>,
    pub cities: Vec<Option<Seat>>,
    pub city_tokens: Vec<Option<usize>>,
    pub connection_tokens: Vec<Option<usize>>,
    /// Per deck, the cards from the top (index 0) down.
    pub decks: Vec<Vec<usize>>,
    /// Building tiles left, per kind.
    pub supply: Vec<u8>,
    pub abolished: bool,
    /// Tokens in the box: spent blue tokens and tokens never placed.
    pub tokens_out: u16,
    /// Cards out of the game: discarded Governors, Slavery deck leftovers.
    pub cards_out: Vec<usize>,
    pub pending: Option<Pending>,
    pub checks: Vec<Check>,
    pub scores: Option<Vec<i64>>,
    pub rng: GameRng,
    /// The last action as told to everyone and what it changed, for the
    /// boards' highlight (issue 10 item 7). Older snapshots load without.
    #[serde(default)]
    pub last: Option<Last>,
}

fn next(seat: Seat, n: usize) -> Seat {
    (seat + 1) % n
}

/// Several messages on one line (`a · b · c`): the per-player numbers of
/// one automatic step stay one entry of the log.
pub fn joined(items: Vec<Msg>) -> Msg {
    let mut items = items.into_iter().rev();
    let Some(last) = items.next() else {
        return msg!("endeavor-none");
    };
    items.fold(last, |tail, head| {
        msg!("endeavor-join", head = head, tail = tail)
    })
}

/// What a trade token gives its new owner: +1 on a status track (brown)
/// or one action to spend later (blue).
pub fn token_gives(c: &Content, kind: usize) -> Msg {
    let t = &c.tokens[kind];
    match &t.action {
        Some(offer) => msg!("endeavor-gives-action", action = super::offer_msg(offer)),
        None => {
            let track = t.icons.iter().position(|&n| n > 0).unwrap_or(0);
            msg!(
                "endeavor-gives-status",
                count = t.icons[track] as i64,
                track = c.tracks[track].name_msg()
            )
        }
    }
}

impl State {
    /// Setup (§2.1): tokens at random on every space, decks sorted, the
    /// crown to a random player.
    pub fn new(c: &Content, seats: usize, flags: Flags, seed: u64) -> State {
        let mut rng = GameRng::new(seed);
        let mut bag: Vec<usize> = Vec::new();
        for (i, t) in c.tokens.iter().enumerate() {
            bag.extend(std::iter::repeat_n(i, t.count as usize));
        }
        rng.shuffle(&mut bag);
        let mut take = || bag.pop();
        let mut track_tokens = Vec::new();
        for r in &c.regions {
            track_tokens.push((0..r.track_len).map(|_| take()).collect::<Vec<_>>());
        }
        let city_tokens: Vec<_> = c.cities.iter().map(|_| take()).collect();
        let connection_tokens: Vec<_> = c.connections.iter().map(|_| take()).collect();
        let tokens_out = bag.len() as u16;
        let decks = (0..c.decks.len())
            .map(|d| {
                let mut cards: Vec<usize> = (0..c.cards.len())
                    .filter(|&i| c.cards[i].deck == d)
                    .collect();
                cards.sort_by_key(|&i| (!c.cards[i].governor, c.cards[i].value, i));
                cards
            })
            .collect();
        let first = rng.below(seats);
        let player = Player {
            supply: c.numbers.population,
            harbor: 0,
            buildings: vec![Built {
                kind: c.colonial_house,
                occupied: false,
            }],
            tokens: vec![0; c.tokens.len()],
            cards: Vec::new(),
            governor: None,
            slavery_down: Vec::new(),
            passed: false,
            arranged: false,
        };
        State {
            flags,
            round: 1,
            phase: Phase::Build,
            first,
            turn: first,
            steps: 0,
            salary_left: None,
            players: vec![player; seats],
            track: c
                .regions
                .iter()
                .map(|r| vec![None; r.track_len as usize])
                .collect(),
            track_tokens,
            beside: vec![vec![0; seats]; c.regions.len()],
            cities: vec![None; c.cities.len()],
            city_tokens,
            connection_tokens,
            decks,
            supply: c.buildings.iter().map(|b| b.copies).collect(),
            abolished: false,
            tokens_out,
            cards_out: Vec::new(),
            pending: None,
            checks: Vec::new(),
            scores: None,
            rng,
            last: None,
        }
    }

    pub fn seats(&self) -> usize {
        self.players.len()
    }

    // ----- status (§3.20) -----

    /// Raw status per track: icons on buildings, brown tokens held and
    /// face-up cards (the Governor space included).
    pub fn raw_status(&self, c: &Content, seat: Seat) -> [u32; 4] {
        let p = &self.players[seat];
        let mut s = [0u32; 4];
        let mut add = |icons: &Icons, times: u32| {
            for (t, n) in icons.iter().enumerate() {
                s[t] += *n as u32 * times;
            }
        };
        for b in &p.buildings {
            add(&c.buildings[b.kind].icons, 1);
        }
        for (k, n) in p.tokens.iter().enumerate() {
            if c.tokens[k].action.is_none() {
                add(&c.tokens[k].icons, *n as u32);
            }
        }
        for &card in p.cards.iter().chain(p.governor.iter()) {
            add(&c.cards[card].icons, 1);
        }
        s
    }

    /// Effective status: the raw value capped at 15 (ST-2).
    pub fn status(&self, c: &Content, seat: Seat) -> [u8; 4] {
        self.raw_status(c, seat).map(|v| v.min(15) as u8)
    }

    pub fn level(&self, c: &Content, seat: Seat, track: usize) -> u8 {
        c.tracks[track].level(self.status(c, seat)[track])
    }

    /// PD-3: the number of counted cards a player may keep.
    pub fn allowed_cards(&self, c: &Content, seat: Seat) -> usize {
        let p = &self.players[seat];
        let bonus = p.cards.iter().any(|&k| c.cards[k].slavery) as usize;
        (self.level(c, seat, POLITICS) as usize + bonus).min(c.numbers.card_spaces as usize)
    }

    // ----- whose turn -----

    pub fn to_act(&self) -> Vec<Seat> {
        if let Some(check) = self.checks.first() {
            return vec![check.seat];
        }
        if let Some(p) = &self.pending {
            return vec![p.seat];
        }
        match self.phase {
            Phase::Over => vec![],
            _ => vec![self.turn],
        }
    }

    // ----- legal actions -----

    pub fn legal_actions(&self, c: &Content, seat: Seat) -> Vec<Action> {
        if seat >= self.seats() || !self.to_act().contains(&seat) {
            return Vec::new();
        }
        if let Some(check) = self.checks.first() {
            return self.check_actions(c, check);
        }
        if let Some(p) = &self.pending {
            return self.pending_actions(c, p);
        }
        match self.phase {
            Phase::Build => self
                .buildable(c, seat)
                .into_iter()
                .map(Action::Build)
                .collect(),
            Phase::Salary => self
                .occupied_kinds(seat, None)
                .into_iter()
                .map(Action::Free)
                .collect(),
            Phase::Action => self.turn_actions(c, seat),
            Phase::Over => Vec::new(),
        }
    }

    // ----- applying -----

    /// Applies one action; on error the caller discards the state.
    pub fn apply(&mut self, c: &Content, seat: Seat, action: &Action) -> Result<Vec<Msg>, Msg> {
        if !self.legal_actions(c, seat).contains(action) {
            return Err(msg!("endeavor-error-illegal"));
        }
        // The action itself is told once by `Game::tell`; `log` holds only
        // what followed from it (tokens taken, regions opened, phases).
        let mut log = Vec::new();
        // Issue 10 item 7: the boards highlight the action as told to
        // everyone and what it changed for the actor, before the automatic
        // steps it may set off (those are in `log`).
        let told = super::talk::stored_tell(c, self, seat, action);
        let before = self.stock(c, seat);
        if !self.checks.is_empty() {
            self.apply_check(c, seat, action);
        } else if self.pending.is_some() {
            self.apply_part(c, seat, action, &mut log);
        } else {
            match (self.phase, action) {
                (Phase::Build, Action::Build(k)) => {
                    self.supply[*k] -= 1;
                    self.players[seat].buildings.push(Built {
                        kind: *k,
                        occupied: false,
                    });
                    self.steps += 1;
                    self.turn = next(seat, self.seats());
                }
                (Phase::Salary, Action::Free(k)) => {
                    self.free(seat, *k, None);
                    self.salary_left = self.salary_left.map(|n| n.saturating_sub(1));
                }
                (Phase::Action, Action::Activate(k)) => {
                    let p = &mut self.players[seat];
                    let Some(slot) = p.buildings.iter().position(|b| b.kind == *k && !b.occupied)
                    else {
                        return Err(msg!("endeavor-error-illegal"));
                    };
                    p.buildings[slot].occupied = true;
                    p.harbor -= 1;
                    p.arranged = false;
                    let offer = c.buildings[*k].action.clone().unwrap_or(Offer {
                        parts: vec![],
                        both: false,
                    });
                    self.pending = Some(Pending {
                        seat,
                        source: Source::Building(slot),
                        offer,
                        done: Vec::new(),
                    });
                    self.settle_pending();
                }
                (Phase::Action, Action::Token(k)) => {
                    self.players[seat].tokens[*k] -= 1;
                    self.players[seat].arranged = false;
                    self.tokens_out += 1;
                    self.pending = Some(Pending {
                        seat,
                        source: Source::Token(*k),
                        offer: c.tokens[*k].action.clone().unwrap_or(Offer {
                            parts: vec![],
                            both: false,
                        }),
                        done: Vec::new(),
                    });
                    self.settle_pending();
                }
                (Phase::Action, Action::Govern(_) | Action::Ungovern) => {
                    // The turn stays with the player.
                    self.arrange(seat, action);
                    self.players[seat].arranged = true;
                }
                (Phase::Action, Action::Pass) => {
                    self.players[seat].passed = true;
                    self.players[seat].arranged = false;
                    // PD-4: the cards were arranged freely up to now; above
                    // the limit the player arranges once more and discards.
                    if self.over_limit(c, seat) {
                        self.checks.push(Check {
                            seat,
                            arranged: false,
                            recheck: false,
                            moved: false,
                        });
                    }
                    self.turn = next(seat, self.seats());
                }
                _ => return Err(msg!("endeavor-error-illegal")),
            }
        }
        let change = self.change(c, &before, &self.stock(c, seat));
        self.advance(c, &mut log);
        self.last = Some(Last { seat, told, change });
        Ok(log)
    }

    /// What the highlight compares before and after an action: the four
    /// status values (ST-2, capped as the board shows them) and the
    /// workers in the harbor.
    fn stock(&self, c: &Content, seat: Seat) -> [i64; 5] {
        let st = self.status(c, seat);
        [
            st[0] as i64,
            st[1] as i64,
            st[2] as i64,
            st[3] as i64,
            self.players[seat].harbor as i64,
        ]
    }

    /// The signed differences between two [`State::stock`]s ("+1 Industry
    /// · -1 in harbor"), or `None` when nothing changed.
    fn change(&self, c: &Content, before: &[i64; 5], after: &[i64; 5]) -> Option<Msg> {
        let parts: Vec<Msg> = (0..5)
            .filter(|&i| after[i] != before[i])
            .map(|i| {
                let n = format!("{:+}", after[i] - before[i]);
                match c.tracks.get(i) {
                    Some(t) if i < 4 => {
                        msg!("endeavor-delta-status", n = n, track = t.name_msg())
                    }
                    _ => msg!("endeavor-delta-harbor", n = n),
                }
            })
            .collect();
        (!parts.is_empty()).then(|| joined(parts))
    }

    // ----- phases -----

    /// Runs automatic steps until someone has a decision to make, telling
    /// each in `log` with its numbers per player.
    pub fn advance(&mut self, c: &Content, log: &mut Vec<Msg>) {
        // The salaries settled in this call, told together on one line.
        let mut salaries = Vec::new();
        self.run_automatic(c, log, &mut salaries);
        // Nothing is told after the salaries in the same call: the Action
        // phase then waits for a decision.
        if !salaries.is_empty() {
            log.push(msg!(
                "endeavor-log-salary",
                round = self.round,
                list = joined(salaries)
            ));
        }
    }

    fn run_automatic(&mut self, c: &Content, log: &mut Vec<Msg>, salaries: &mut Vec<Msg>) {
        let n = self.seats();
        loop {
            if !self.checks.is_empty() || self.pending.is_some() {
                return;
            }
            match self.phase {
                Phase::Over => return,
                Phase::Build => {
                    if self.steps >= n {
                        // Phase 2, Growth (§3.2), then Salary.
                        self.growth(c, log);
                        continue;
                    }
                    if self.buildable(c, self.turn).is_empty() {
                        // B-9: nothing to build.
                        self.steps += 1;
                        self.turn = next(self.turn, n);
                        continue;
                    }
                    return;
                }
                Phase::Salary => {
                    if self.salary_step(c, salaries) {
                        continue;
                    }
                    return;
                }
                Phase::Action => {
                    if self.players.iter().all(|p| p.passed) {
                        self.end_round(c, log);
                        continue;
                    }
                    if self.players[self.turn].passed {
                        self.turn = next(self.turn, n);
                        continue;
                    }
                    return;
                }
            }
        }
    }

    fn end_round(&mut self, c: &Content, log: &mut Vec<Msg>) {
        let n = self.seats();
        if self.round >= c.numbers.rounds {
            log.push(msg!("endeavor-log-game-end", round = self.round));
            self.phase = Phase::Over;
            let scores: Vec<i64> = (0..n).map(|s| self.score(c, s).total()).collect();
            self.final_account(c, &scores, log);
            self.scores = Some(scores);
            return;
        }
        // ER-3: the crown passes left.
        log.push(msg!(
            "endeavor-log-round-end",
            round = self.round,
            next = self.round + 1,
            seat = Msg::seat(next(self.first, n))
        ));
        self.round += 1;
        self.first = next(self.first, n);
        self.turn = self.first;
        self.phase = Phase::Build;
        self.steps = 0;
        for p in &mut self.players {
            p.passed = false;
        }
    }

    // ----- invariants (Appendix A) -----

    pub fn check_invariants(&self, c: &Content) -> Result<(), String> {
        let n = self.seats();
        for seat in 0..n {
            let p = &self.players[seat];
            let on_buildings = p.buildings.iter().filter(|b| b.occupied).count();
            let cities = self.cities.iter().filter(|x| **x == Some(seat)).count();
            let track: usize = self
                .track
                .iter()
                .map(|t| t.iter().filter(|x| **x == Some(seat)).count())
                .sum();
            let beside: usize = self.beside.iter().map(|b| b[seat] as usize).sum();
            let total =
                p.supply as usize + p.harbor as usize + on_buildings + cities + track + beside;
            if total != c.numbers.population as usize {
                return Err(format!(
                    "seat {seat} has {total} markers, not {}",
                    c.numbers.population
                ));
            }
            if self.status(c, seat).iter().any(|&v| v > 15) {
                return Err(format!("seat {seat}: status above 15"));
            }
            if p.buildings
                .iter()
                .filter(|b| c.buildings[b.kind].level == 5)
                .count()
                > 1
            {
                return Err(format!("seat {seat} owns two level-5 buildings"));
            }
            if p.governor.is_some_and(|k| !c.cards[k].governor) {
                return Err(format!("seat {seat}: a non-Governor on the governor space"));
            }
            if self.abolished && p.cards.iter().any(|&k| c.cards[k].slavery) {
                return Err(format!(
                    "seat {seat} holds Slavery face up after the Abolition"
                ));
            }
            if p.passed && self.checks.iter().all(|x| x.seat != seat) && self.over_limit(c, seat) {
                return Err(format!("seat {seat} passed above the card limit"));
            }
        }
        // Tokens conserved.
        let board = self
            .track_tokens
            .iter()
            .flatten()
            .chain(&self.city_tokens)
            .chain(&self.connection_tokens)
            .filter(|t| t.is_some())
            .count();
        let held: usize = self
            .players
            .iter()
            .map(|p| p.tokens.iter().map(|&x| x as usize).sum::<usize>())
            .sum();
        let bag: usize = c.tokens.iter().map(|t| t.count as usize).sum();
        if board + held + self.tokens_out as usize != bag {
            return Err(format!(
                "tokens: {board} on the board + {held} held + {} out != {bag}",
                self.tokens_out
            ));
        }
        // Cards conserved.
        let cards: usize = self.decks.iter().map(|d| d.len()).sum::<usize>()
            + self.cards_out.len()
            + self
                .players
                .iter()
                .map(|p| p.cards.len() + p.governor.iter().count() + p.slavery_down.len())
                .sum::<usize>();
        if cards != c.cards.len() {
            return Err(format!(
                "{cards} cards accounted for, not {}",
                c.cards.len()
            ));
        }
        for (r, t) in self.track.iter().enumerate() {
            if let Some(gap) = t.iter().position(|x| x.is_none()) {
                if t[gap..].iter().any(|x| x.is_some()) {
                    return Err(format!("track of region {r} has a gap"));
                }
                if self.beside[r].iter().any(|&b| b > 0) {
                    return Err(format!("markers beside the open track of region {r}"));
                }
            }
        }
        for (i, owner) in self.cities.iter().enumerate() {
            if owner.is_some() && self.city_tokens[i].is_some() {
                return Err(format!("city {i} is occupied and still has its token"));
            }
        }
        for i in 0..c.connections.len() {
            if self.controller(c, i).is_some() && self.connection_tokens[i].is_some() {
                return Err(format!(
                    "connection {i} is controlled and still has its token"
                ));
            }
        }
        for d in &self.decks {
            if d.windows(2)
                .any(|w| !c.cards[w[0]].governor && c.cards[w[0]].value > c.cards[w[1]].value)
            {
                return Err("a deck is out of order".into());
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn content() -> Content {
        Content::load(None).unwrap()
    }

    #[test]
    fn setup_deals_one_token_per_space_and_sorts_the_decks() {
        // SU-2, SU-3, SU-6, §2.3.
        let c = content();
        let st = State::new(&c, 4, Flags::default(), 3);
        assert!(st.track_tokens.iter().flatten().all(|t| t.is_some()));
        assert!(st.city_tokens.iter().all(|t| t.is_some()));
        assert!(st.connection_tokens.iter().all(|t| t.is_some()));
        assert_eq!(st.tokens_out, 0);
        for (d, deck) in st.decks.iter().enumerate() {
            assert_eq!(deck.len(), 6);
            let top = &c.cards[deck[0]];
            if c.decks[d].region == c.europe {
                assert_eq!(top.value, 0);
            } else {
                assert!(top.governor);
            }
        }
        for p in &st.players {
            assert_eq!((p.supply, p.harbor), (30, 0));
            assert_eq!(p.buildings.len(), 1);
            assert_eq!(st.status(&c, 0), [0, 0, 0, 0]);
        }
        assert!(st.is_open(&c, c.europe));
        assert!((0..c.regions.len())
            .filter(|&r| r != c.europe)
            .all(|r| !st.is_open(&c, r)));
        st.check_invariants(&c).unwrap();
    }

    #[test]
    fn the_crown_passes_left_at_the_end_of_a_round() {
        // RS-5, ER-3.
        let c = content();
        let mut st = State::new(&c, 3, Flags::default(), 1);
        let first = st.first;
        st.phase = Phase::Action;
        for p in &mut st.players {
            p.passed = true;
        }
        st.advance(&c, &mut Vec::new());
        assert_eq!(st.round, 2);
        assert_eq!(st.first, (first + 1) % 3);
        assert_eq!(st.phase, Phase::Build);
        assert!(st.players.iter().all(|p| !p.passed));
    }

    #[test]
    fn the_game_ends_and_scores_after_round_seven() {
        // EG-1.
        let c = content();
        let mut st = State::new(&c, 3, Flags::default(), 1);
        st.round = 7;
        st.phase = Phase::Action;
        for p in &mut st.players {
            p.passed = true;
        }
        st.advance(&c, &mut Vec::new());
        assert_eq!(st.phase, Phase::Over);
        // Empty governor space (3) + no cards: 3 each, plus track square 0.
        assert_eq!(st.scores, Some(vec![3, 3, 3]));
        assert!(st.to_act().is_empty());
    }

    /// OP-4 with PD-8 and A-14: a passed player who wins a Governor sees
    /// it placed on the empty space and may move it off at once only if
    /// the extra counted card fits the limit.
    #[test]
    fn a_passed_winner_may_move_the_new_governor_off_the_space_if_it_fits() {
        let c = content();
        let r = c.region("caribbean").unwrap();
        let gov = c.card("caribbean-governor").unwrap();
        for (held, asked) in [(0usize, true), (1, false)] {
            let mut st = State::new(&c, 3, Flags::default(), 5);
            st.phase = Phase::Action;
            st.turn = 1;
            st.players[0].passed = true;
            if held == 1 {
                let k = c.card("india-1").unwrap();
                st.decks.iter_mut().for_each(|d| d.retain(|&x| x != k));
                st.players[0].cards.push(k);
            }
            for space in st.track[r].iter_mut() {
                *space = Some(0);
            }
            st.award_governor(&c, r, &mut Vec::new());
            assert_eq!(st.players[0].governor, Some(gov));
            assert_eq!(st.allowed_cards(&c, 0), 1);
            if !asked {
                assert!(st.checks.is_empty(), "no room: nothing to decide");
                continue;
            }
            assert_eq!(st.to_act(), vec![0]);
            assert_eq!(
                st.legal_actions(&c, 0),
                vec![Action::Ungovern, Action::Keep]
            );
            let mut keep = st.clone();
            keep.apply(&c, 0, &Action::Keep).unwrap();
            assert_eq!(keep.players[0].governor, Some(gov));
            assert_eq!(keep.to_act(), vec![1]);
            st.apply(&c, 0, &Action::Ungovern).unwrap();
            assert_eq!(st.players[0].governor, None);
            assert_eq!(st.players[0].cards, vec![gov]);
            assert_eq!(st.to_act(), vec![1]);
        }
    }

    /// Hands `seat` the named cards, taken out of their decks.
    fn hold(c: &Content, st: &mut State, seat: Seat, ids: &[&str]) -> Vec<usize> {
        ids.iter()
            .map(|id| {
                let k = c.card(id).unwrap();
                st.decks.iter_mut().for_each(|d| d.retain(|&x| x != k));
                st.players[seat].cards.push(k);
                k
            })
            .collect()
    }

    fn is_arrangement(a: &Action) -> bool {
        matches!(a, Action::Govern(_) | Action::Ungovern)
    }

    /// The cycle an arena game found (issue 17): in its Action-phase turn
    /// a bot put its Governor on the space and took it off again, over
    /// and over, and the turn (which an arrangement does not end, DR-4)
    /// never ended. Now one arrangement per turn (OP-7: every arrangement
    /// is one move away), and the next turn may arrange again.
    #[test]
    fn a_governor_can_not_go_on_and_off_the_space_forever_in_a_turn() {
        let c = content();
        let mut st = State::new(&c, 3, Flags::default(), 5);
        st.phase = Phase::Action;
        let seat = st.turn;
        let gov = hold(&c, &mut st, seat, &["south-america-governor"])[0];
        assert!(st.legal_actions(&c, seat).contains(&Action::Govern(gov)));
        st.apply(&c, seat, &Action::Govern(gov)).unwrap();
        assert_eq!(st.to_act(), vec![seat], "an arrangement keeps the turn");
        // The loop was "govern south-america-governor | ungovern".
        let legal = st.legal_actions(&c, seat);
        assert!(!legal.iter().any(is_arrangement), "{legal:?}");
        assert!(legal.contains(&Action::Pass));
        st.check_invariants(&c).unwrap();
        // Another seat's turn, then this seat's again: it may arrange.
        st.apply(&c, seat, &Action::Pass).unwrap();
        let other = st.turn;
        hold(&c, &mut st, other, &["caribbean-governor"]);
        assert!(st.legal_actions(&c, other).iter().any(is_arrangement));
    }

    /// The same loop in the card-limit check (PD-4): above the limit,
    /// with one Governor on the space and another held, swapping them
    /// changes no count, so a player could swap forever. After an
    /// arrangement the next move is a discard; after the discard,
    /// arranging is open again (rulebook p11: rearranging while
    /// discarding).
    #[test]
    fn above_the_limit_governors_can_not_be_swapped_forever() {
        let c = content();
        let mut st = State::new(&c, 3, Flags::default(), 5);
        st.phase = Phase::Action;
        let seat = st.turn;
        let held = hold(
            &c,
            &mut st,
            seat,
            &["caribbean-governor", "india-1", "india-2", "india-3"],
        );
        st.players[seat].governor = Some(c.card("south-america-governor").unwrap());
        st.decks
            .iter_mut()
            .for_each(|d| d.retain(|&x| Some(x) != st.players[seat].governor));
        st.apply(&c, seat, &Action::Pass).unwrap();
        assert!(st.over_limit(&c, seat));
        assert_eq!(st.to_act(), vec![seat]);
        let first = st.legal_actions(&c, seat);
        assert!(first.contains(&Action::Govern(held[0])), "{first:?}");
        st.apply(&c, seat, &Action::Govern(held[0])).unwrap();
        assert!(st.over_limit(&c, seat), "a swap changes no count");
        let after = st.legal_actions(&c, seat);
        assert!(!after.is_empty());
        assert!(
            after.iter().all(|a| matches!(a, Action::Discard(_))),
            "{after:?}"
        );
        st.apply(&c, seat, &Action::Discard(held[1])).unwrap();
        if st.over_limit(&c, seat) {
            assert!(st.legal_actions(&c, seat).iter().any(is_arrangement));
        }
    }

    #[test]
    fn passing_is_always_legal_and_illegal_actions_are_errors() {
        let c = content();
        let mut st = State::new(&c, 3, Flags::default(), 2);
        st.phase = Phase::Action;
        let seat = st.turn;
        assert_eq!(st.legal_actions(&c, seat), vec![Action::Pass]);
        let other = (seat + 1) % 3;
        assert!(st.apply(&c, other, &Action::Pass).is_err());
        assert!(st.apply(&c, seat, &Action::Ship(99)).is_err());
        assert!(st.apply(&c, 7, &Action::Pass).is_err());
    }
}
