//! Phase 3, Salary (Endeavor spec §3.3): payments free workers from
//! buildings back to the harbor; the engine settles every salary that
//! leaves no choice (SA-5, A-13) and asks only which buildings to free.

use super::*;

impl State {
    /// SA-1..SA-5 for the seat whose turn it is: settles its salary when
    /// there is nothing to choose (told in `salaries`), or ends the phase
    /// after the last seat. False when the seat must choose which
    /// workers to free.
    pub(super) fn salary_step(&mut self, c: &Content, salaries: &mut Vec<Msg>) -> bool {
        let n = self.seats();
        if self.steps >= n {
            self.phase = Phase::Action;
            self.turn = self.first;
            self.steps = 0;
            self.salary_left = None;
            return true;
        }
        let seat = self.turn;
        let left = match self.salary_left {
            Some(l) => l,
            None => self.level(c, seat, FINANCE),
        };
        self.salary_left = Some(left);
        let occupied: Vec<usize> = self.players[seat]
            .buildings
            .iter()
            .enumerate()
            .filter(|(_, b)| b.occupied)
            .map(|(i, _)| i)
            .collect();
        let kinds = self.occupied_kinds(seat, None);
        let salary = self.level(c, seat, FINANCE);
        if left == 0 || occupied.is_empty() {
            // SA-1: this seat's salary is settled (its choices,
            // if any, were told as its actions).
            salaries.push(msg!(
                "endeavor-salary-item",
                seat = Msg::seat(seat),
                freed = salary.saturating_sub(left),
                salary = salary,
                harbor = self.players[seat].harbor
            ));
            self.steps += 1;
            self.turn = next(seat, n);
            self.salary_left = None;
            return true;
        }
        if occupied.len() <= left as usize || kinds.len() == 1 {
            // SA-2, A-13: no choice to make.
            let count = occupied.len().min(left as usize);
            let p = &mut self.players[seat];
            for &slot in occupied.iter().take(count) {
                p.buildings[slot].occupied = false;
                p.harbor += 1;
            }
            salaries.push(msg!(
                "endeavor-salary-item",
                seat = Msg::seat(seat),
                freed = count + salary.saturating_sub(left) as usize,
                salary = salary,
                harbor = self.players[seat].harbor
            ));
            self.steps += 1;
            self.turn = next(seat, n);
            self.salary_left = None;
            return true;
        }
        false
    }

    /// Distinct kinds of `seat`'s occupied buildings, except slot `skip`.
    pub(super) fn occupied_kinds(&self, seat: Seat, skip: Option<usize>) -> Vec<usize> {
        let mut kinds: Vec<usize> = self.players[seat]
            .buildings
            .iter()
            .enumerate()
            .filter(|(i, b)| b.occupied && Some(*i) != skip)
            .map(|(_, b)| b.kind)
            .collect();
        kinds.sort();
        kinds.dedup();
        kinds
    }

    /// Frees one marker from a building of `kind` (not slot `skip`) into
    /// the harbor (SA-1, PY-1).
    pub(super) fn free(&mut self, seat: Seat, kind: usize, skip: Option<usize>) {
        let p = &mut self.players[seat];
        if let Some(slot) = (0..p.buildings.len())
            .find(|&i| p.buildings[i].kind == kind && p.buildings[i].occupied && Some(i) != skip)
        {
            p.buildings[slot].occupied = false;
            p.harbor += 1;
        }
    }
}
