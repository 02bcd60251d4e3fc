-- Placeholder on the seats11 branch only: the clock11 branch owns
-- 04-clock (turn clock), and its file replaces this one on merge.
-- rusqlite_migration needs consecutive ids, so 05-seats needs a 04.
SELECT 1;
