//! Phase 4, Actions (Endeavor spec §3.4-§3.16): presence (§3.10),
//! activating a building or spending a blue token, its parts (Ship and
//! the Governor §3.7-3.8, Occupy and connections §3.9-3.11, Attack §3.12,
//! Payment §3.13, Draw and the Abolition §3.14-3.15), rearranging
//! Governors (OP-7, A-14) and the card limit when passing (§3.16).

use super::*;

impl State {
    pub(super) fn over_limit(&self, c: &Content, seat: Seat) -> bool {
        self.players[seat].cards.len() > self.allowed_cards(c, seat)
    }

    /// Markers of `seat` in region `r`: cities, track spaces, beside.
    pub fn markers_in(&self, c: &Content, seat: Seat, r: usize) -> usize {
        let cities = (0..c.cities.len())
            .filter(|&i| c.cities[i].region == r && self.cities[i] == Some(seat))
            .count();
        let track = self.track[r].iter().filter(|s| **s == Some(seat)).count();
        cities + track + self.beside[r][seat] as usize
    }

    pub fn present(&self, c: &Content, seat: Seat, r: usize) -> bool {
        r == c.europe || self.markers_in(c, seat, r) > 0
    }

    pub fn is_open(&self, c: &Content, r: usize) -> bool {
        r == c.europe || self.track[r].iter().all(|s| s.is_some())
    }

    pub(super) fn turn_actions(&self, c: &Content, seat: Seat) -> Vec<Action> {
        let p = &self.players[seat];
        let mut out = Vec::new();
        let mut seen = Vec::new();
        if p.harbor >= 1 {
            for (slot, b) in p.buildings.iter().enumerate() {
                let Some(offer) = &c.buildings[b.kind].action else {
                    continue;
                };
                if b.occupied || seen.contains(&b.kind) {
                    continue;
                }
                seen.push(b.kind);
                let probe = Pending {
                    seat,
                    source: Source::Building(slot),
                    offer: offer.clone(),
                    done: Vec::new(),
                };
                if self.flags.empty_activation
                    || !self.part_options(c, &probe, p.harbor - 1).is_empty()
                {
                    out.push(Action::Activate(b.kind));
                }
            }
        }
        for (k, n) in p.tokens.iter().enumerate() {
            let Some(offer) = &c.tokens[k].action else {
                continue;
            };
            if *n == 0 {
                continue;
            }
            let probe = Pending {
                seat,
                source: Source::Token(k),
                offer: offer.clone(),
                done: Vec::new(),
            };
            if self.flags.empty_activation || !self.part_options(c, &probe, p.harbor).is_empty() {
                out.push(Action::Token(k));
            }
        }
        // DR-4, A-14: until the pass-time check, cards may be rearranged
        // freely; this takes no turn. The source sets no bound, and a
        // Governor moved on and off the space again and again would keep
        // the turn forever, so one move per turn: any arrangement is one
        // move away (OP-7: which Governor, if any, is on the space), so
        // this bound takes no arrangement away (house bound).
        if !p.arranged {
            out.extend(self.arrangements(c, seat, false));
        }
        out.push(Action::Pass);
        out
    }

    /// The Governor moves open to `seat` (OP-7). With `within_limit`
    /// (A-14, after the pass-time check) taking the Governor off the space
    /// is offered only if the extra counted card still fits.
    pub(super) fn arrangements(&self, c: &Content, seat: Seat, within_limit: bool) -> Vec<Action> {
        let p = &self.players[seat];
        let mut out: Vec<Action> = p
            .cards
            .iter()
            .filter(|&&k| c.cards[k].governor)
            .map(|&k| Action::Govern(k))
            .collect();
        if p.governor.is_some() && (!within_limit || self.ungovern_fits(c, seat)) {
            out.push(Action::Ungovern);
        }
        out
    }

    /// the Governor can leave the space without breaking the limit.
    pub(super) fn ungovern_fits(&self, c: &Content, seat: Seat) -> bool {
        let p = &self.players[seat];
        p.governor.is_some() && p.cards.len() < self.allowed_cards(c, seat)
    }

    /// PD-8 with A-14: after a passed player's cards change, they check
    /// again if they are above the limit or could now take the Governor
    /// off its space within it.
    pub(super) fn recheck(&mut self, c: &Content, seat: Seat) {
        if !self.players[seat].passed || self.checks.iter().any(|x| x.seat == seat) {
            return;
        }
        if self.over_limit(c, seat) || self.ungovern_fits(c, seat) {
            self.checks.push(Check {
                seat,
                arranged: false,
                recheck: true,
                moved: false,
            });
        }
    }

    /// Moves a Governor onto or off the governor space (OP-7). The move
    /// itself is told by `Game::tell`.
    pub(super) fn arrange(&mut self, seat: Seat, action: &Action) {
        let p = &mut self.players[seat];
        match action {
            Action::Govern(k) => {
                p.cards.retain(|x| x != k);
                if let Some(old) = p.governor.replace(*k) {
                    p.cards.push(old);
                }
            }
            Action::Ungovern => {
                if let Some(old) = p.governor.take() {
                    p.cards.push(old);
                }
            }
            _ => {}
        }
    }

    pub(super) fn pending_actions(&self, c: &Content, p: &Pending) -> Vec<Action> {
        let mut out = self.part_options(c, p, self.players[p.seat].harbor);
        if (!p.done.is_empty() || self.flags.empty_activation) && !out.contains(&Action::Done) {
            out.push(Action::Done);
        }
        out
    }

    /// The parts of `p.offer` still to do.
    pub(super) fn remaining(p: &Pending) -> Vec<Basic> {
        let mut left = p.offer.parts.clone();
        if !p.offer.both && !p.done.is_empty() {
            return Vec::new();
        }
        for (b, _) in &p.done {
            if let Some(i) = left.iter().position(|x| x == b) {
                left.remove(i);
            }
        }
        left.sort();
        left.dedup();
        left
    }

    /// Every concrete action the pending offer allows with `harbor`
    /// markers, honouring the same-region / same-deck restrictions.
    pub(super) fn part_options(&self, c: &Content, p: &Pending, harbor: u8) -> Vec<Action> {
        let seat = p.seat;
        let first = p.done.first().copied();
        // Occupy & Ship (and Ship & Ship under A-2): one region.
        let region_bound = match first {
            Some((Basic::Ship, r)) | Some((Basic::Occupy, r))
                if p.offer.parts.contains(&Basic::Occupy)
                    || (p.offer.parts == [Basic::Ship, Basic::Ship]
                        && self.flags.ship_ship_same_region) =>
            {
                Some(r)
            }
            _ => None,
        };
        let deck_bound = match first {
            Some((Basic::Draw, d)) => Some(d),
            _ => None,
        };
        let mut out = Vec::new();
        for part in Self::remaining(p) {
            match part {
                Basic::Ship if harbor >= 1 => {
                    for r in 0..c.regions.len() {
                        if r != c.europe && region_bound.is_none_or(|b| b == r) {
                            out.push(Action::Ship(r));
                        }
                    }
                }
                Basic::Occupy if harbor >= 1 => {
                    for (i, city) in c.cities.iter().enumerate() {
                        if self.cities[i].is_none()
                            && region_bound.is_none_or(|b| b == city.region)
                            && self.is_open(c, city.region)
                            && self.present(c, seat, city.region)
                        {
                            out.push(Action::Occupy(i));
                        }
                    }
                }
                Basic::Attack if harbor >= 2 => {
                    for (i, city) in c.cities.iter().enumerate() {
                        if matches!(self.cities[i], Some(o) if o != seat)
                            && self.present(c, seat, city.region)
                        {
                            out.push(Action::Attack(i));
                        }
                    }
                }
                Basic::Payment => {
                    let skip = match p.source {
                        Source::Building(slot) => Some(slot),
                        Source::Token(_) => None,
                    };
                    let kinds = self.occupied_kinds(seat, skip);
                    if kinds.is_empty() && self.flags.empty_payment {
                        out.push(Action::Done);
                    }
                    out.extend(kinds.into_iter().map(Action::Pay));
                }
                Basic::Draw => {
                    for d in 0..c.decks.len() {
                        let bound_ok = match deck_bound {
                            None => true,
                            Some(b) if self.flags.draw_draw_same_deck => b == d,
                            Some(b) => c.decks[b].region == c.decks[d].region,
                        };
                        if bound_ok && self.can_draw(c, seat, d) {
                            out.push(Action::Draw(d));
                        }
                    }
                }
                _ => {}
            }
        }
        out.dedup();
        out
    }

    /// DR-1, DR-2: the deck's region is open, the deck has a card, and the
    /// seat has at least the top card's value in markers there.
    pub fn can_draw(&self, c: &Content, seat: Seat, d: usize) -> bool {
        let deck = &c.decks[d];
        if deck.slavery && self.abolished {
            return false;
        }
        let Some(&top) = self.decks[d].first() else {
            return false;
        };
        let r = deck.region;
        if !self.is_open(c, r) {
            return false;
        }
        let count = if r == c.europe {
            (0..c.cities.len())
                .filter(|&i| c.cities[i].region == r && self.cities[i] == Some(seat))
                .count()
        } else {
            self.markers_in(c, seat, r)
        };
        count >= c.cards[top].value as usize
    }

    pub(super) fn check_actions(&self, c: &Content, check: &Check) -> Vec<Action> {
        let seat = check.seat;
        let p = &self.players[seat];
        let mut out = Vec::new();
        // PD-4 step 1 (rulebook p11): Governors may be rearranged during
        // the whole discard step, so a discard never forces a second one
        // that putting a Governor on the empty space would have avoided.
        // The first move of a pass-time check is free; after it, and in a
        // re-check, A-14 forbids adding a counted card beyond the limit
        // (so no Governor goes back and forth between discards).
        // An arrangement is followed by a discard, never by a second
        // arrangement: one move reaches any arrangement (OP-7), and two in
        // a row could swap Governors on and off the space forever while
        // the player is above the limit (house bound).
        if !check.moved {
            out.extend(self.arrangements(c, seat, check.recheck || check.arranged));
        }
        if self.over_limit(c, seat) {
            out.extend(p.cards.iter().map(|&k| Action::Discard(k)));
        } else {
            out.push(Action::Keep);
        }
        out
    }

    /// Ends the pending action when nothing more can be done with it.
    pub(super) fn settle_pending(&mut self) {
        let Some(p) = &self.pending else { return };
        let all_done = Self::remaining(p).is_empty();
        if all_done {
            let seat = p.seat;
            self.pending = None;
            self.turn = next(seat, self.seats());
        }
    }

    pub(super) fn apply_part(
        &mut self,
        c: &Content,
        seat: Seat,
        action: &Action,
        log: &mut Vec<Msg>,
    ) {
        let Some(mut p) = self.pending.take() else {
            return;
        };
        match action {
            Action::Done => {
                self.turn = next(seat, self.seats());
                return;
            }
            Action::Ship(r) => {
                self.ship(c, seat, *r, log);
                p.done.push((Basic::Ship, *r));
            }
            Action::Occupy(i) => {
                self.occupy(c, seat, *i, log);
                p.done.push((Basic::Occupy, c.cities[*i].region));
            }
            Action::Attack(i) => {
                self.attack(c, seat, *i, log);
                p.done.push((Basic::Attack, c.cities[*i].region));
            }
            Action::Pay(k) => {
                let skip = match p.source {
                    Source::Building(slot) => Some(slot),
                    Source::Token(_) => None,
                };
                self.free(seat, *k, skip);
                p.done.push((Basic::Payment, 0));
            }
            Action::Draw(d) => {
                self.draw(c, seat, *d, log);
                p.done.push((Basic::Draw, *d));
            }
            _ => {}
        }
        // End the action when no further part is possible (or none is left).
        let harbor = self.players[seat].harbor;
        let more = !Self::remaining(&p).is_empty() && !self.part_options(c, &p, harbor).is_empty();
        if more {
            self.pending = Some(p);
        } else {
            self.turn = next(seat, self.seats());
        }
    }

    pub(super) fn gain_token(&mut self, seat: Seat, token: Option<usize>) {
        if let Some(t) = token {
            self.players[seat].tokens[t] += 1;
        }
    }

    /// §3.7 Ship, with §3.8 opening the region and awarding its Governor.
    pub(super) fn ship(&mut self, c: &Content, seat: Seat, r: usize, log: &mut Vec<Msg>) {
        self.players[seat].harbor -= 1;
        let region = c.regions[r].name_msg();
        match self.track[r].iter().position(|x| x.is_none()) {
            None => {
                self.beside[r][seat] += 1;
                log.push(msg!(
                    "endeavor-log-ship-beside",
                    seat = Msg::seat(seat),
                    region = region,
                    count = self.beside[r][seat]
                ));
            }
            Some(i) => {
                self.track[r][i] = Some(seat);
                let token = self.track_tokens[r][i].take();
                self.gain_token(seat, token);
                log.push(match token {
                    Some(t) => msg!(
                        "endeavor-log-ship-token",
                        seat = Msg::seat(seat),
                        region = region,
                        space = i + 1,
                        spaces = self.track[r].len(),
                        token = c.tokens[t].name_msg(),
                        gives = token_gives(c, t)
                    ),
                    None => msg!(
                        "endeavor-log-ship",
                        seat = Msg::seat(seat),
                        region = region,
                        space = i + 1,
                        spaces = self.track[r].len()
                    ),
                });
                if i + 1 == self.track[r].len() {
                    self.award_governor(c, r, log);
                }
            }
        }
    }

    /// OP-2, OP-3: most markers on the track; ties go to the tied seat
    /// nearest the deck.
    pub(super) fn award_governor(&mut self, c: &Content, r: usize, log: &mut Vec<Msg>) {
        let n = self.seats();
        let mut counts = vec![0usize; n];
        let mut nearest = vec![0usize; n];
        for (i, s) in self.track[r].iter().enumerate() {
            if let Some(s) = s {
                counts[*s] += 1;
                nearest[*s] = i;
            }
        }
        let best = counts.iter().copied().max().unwrap_or(0);
        let region = c.regions[r].name_msg();
        let opened = msg!("endeavor-log-open", region = region.clone());
        if best == 0 {
            log.push(opened);
            return;
        }
        let Some(winner) = (0..n)
            .filter(|&s| counts[s] == best)
            .max_by_key(|&s| nearest[s])
        else {
            return;
        };
        let Some(pos) = c.regions[r].decks.first().and_then(|&deck| {
            Some((
                deck,
                self.decks[deck].iter().position(|&k| c.cards[k].governor)?,
            ))
        }) else {
            log.push(opened);
            return;
        };
        let (deck, pos) = pos;
        let tied = (0..n).filter(|&s| counts[s] == best).count() > 1;
        let card = self.decks[deck].remove(pos);
        let p = &mut self.players[winner];
        if p.governor.is_none() {
            p.governor = Some(card);
        } else {
            p.cards.push(card);
        }
        // OP-2, OP-3: one line tells the opening, the count and the tie-break.
        log.push(msg!(
            "endeavor-log-governor",
            region = region,
            seat = Msg::seat(winner),
            count = best,
            card = c.cards[card].name_msg(),
            tied = if tied { "yes" } else { "no" }
        ));
        // PD-8: a player who has passed checks the limit again at once.
        self.recheck(c, winner);
    }

    /// §3.9 Occupy.
    pub(super) fn occupy(&mut self, c: &Content, seat: Seat, city: usize, log: &mut Vec<Msg>) {
        self.players[seat].harbor -= 1;
        self.cities[city] = Some(seat);
        let token = self.city_tokens[city].take();
        self.gain_token(seat, token);
        if let Some(t) = token {
            log.push(msg!(
                "endeavor-log-occupy-token",
                seat = Msg::seat(seat),
                city = c.cities[city].name_msg(),
                token = c.tokens[t].name_msg(),
                gives = token_gives(c, t)
            ));
        }
        self.claim_connections(c, log);
    }

    /// §3.12 Attack: two markers, one back to the supply, one on the city.
    pub(super) fn attack(&mut self, c: &Content, seat: Seat, city: usize, log: &mut Vec<Msg>) {
        let Some(defender) = self.cities[city] else {
            return;
        };
        let p = &mut self.players[seat];
        p.harbor -= 2;
        p.supply += 1;
        self.players[defender].supply += 1;
        self.cities[city] = Some(seat);
        // AT-3: one marker of each side goes back to its supply.
        log.push(msg!(
            "endeavor-log-attack",
            seat = Msg::seat(seat),
            city = c.cities[city].name_msg(),
            defender = Msg::seat(defender)
        ));
        self.claim_connections(c, log);
    }

    /// CN-2: the first player to hold both ends of a connection takes its
    /// token.
    pub(super) fn claim_connections(&mut self, c: &Content, log: &mut Vec<Msg>) {
        for (i, k) in c.connections.iter().enumerate() {
            if self.connection_tokens[i].is_none() {
                continue;
            }
            if let (Some(a), Some(b)) = (self.cities[k.a], self.cities[k.b]) {
                if a == b {
                    let token = self.connection_tokens[i].take();
                    self.gain_token(a, token);
                    let (name, gives) = match token {
                        Some(t) => (c.tokens[t].name_msg(), token_gives(c, t)),
                        None => (msg!("endeavor-none"), msg!("endeavor-none")),
                    };
                    log.push(msg!(
                        "endeavor-log-connection",
                        seat = Msg::seat(a),
                        from = c.cities[k.a].name_msg(),
                        to = c.cities[k.b].name_msg(),
                        token = name,
                        gives = gives
                    ));
                }
            }
        }
    }

    /// Who controls connection `i` now (CN-1).
    pub fn controller(&self, c: &Content, i: usize) -> Option<Seat> {
        let k = &c.connections[i];
        match (self.cities[k.a], self.cities[k.b]) {
            (Some(a), Some(b)) if a == b => Some(a),
            _ => None,
        }
    }

    /// §3.14 Draw, with §3.15 the Abolition.
    pub(super) fn draw(&mut self, c: &Content, seat: Seat, d: usize, log: &mut Vec<Msg>) {
        if self.decks[d].is_empty() {
            return;
        }
        let card = self.decks[d].remove(0);
        self.players[seat].cards.push(card);
        if c.cards[card].abolition && !self.abolished {
            self.abolish(c, log);
        }
    }

    /// AB-2..AB-4, AB-6.
    pub fn abolish(&mut self, c: &Content, log: &mut Vec<Msg>) {
        self.abolished = true;
        log.push(msg!("endeavor-log-abolition"));
        for seat in 0..self.seats() {
            let p = &mut self.players[seat];
            let (down, keep): (Vec<usize>, Vec<usize>) =
                p.cards.iter().partition(|&&k| c.cards[k].slavery);
            p.cards = keep;
            let lost = !down.is_empty();
            p.slavery_down.extend(down);
            if lost {
                self.recheck(c, seat);
            }
        }
        for d in 0..c.decks.len() {
            if c.decks[d].slavery {
                let gone: Vec<usize> = self.decks[d].drain(..).collect();
                self.cards_out.extend(gone);
            }
        }
    }

    pub(super) fn apply_check(&mut self, c: &Content, seat: Seat, action: &Action) {
        match action {
            Action::Govern(_) | Action::Ungovern => {
                self.arrange(seat, action);
                self.checks[0].arranged = true;
                self.checks[0].moved = true;
            }
            Action::Discard(k) => {
                self.discard(c, seat, *k);
                self.checks[0].arranged = true;
                self.checks[0].moved = false;
            }
            Action::Keep => {
                self.checks.remove(0);
                return;
            }
            _ => return,
        }
        // Nothing left to decide: within the limit after the arrangement.
        if self.checks[0].arranged && !self.over_limit(c, seat) {
            self.checks.remove(0);
        }
    }

    /// PD-5: where a discarded card goes.
    pub fn discard(&mut self, c: &Content, seat: Seat, card: usize) {
        let p = &mut self.players[seat];
        let Some(i) = p.cards.iter().position(|&x| x == card) else {
            return;
        };
        p.cards.remove(i);
        let info = &c.cards[card];
        if info.slavery {
            p.slavery_down.push(card);
        } else if info.governor {
            self.cards_out.push(card);
        } else {
            let deck = &mut self.decks[info.deck];
            let at = deck
                .iter()
                .position(|&x| !c.cards[x].governor && c.cards[x].value > info.value)
                .unwrap_or(deck.len());
            deck.insert(at, card);
        }
    }
}
