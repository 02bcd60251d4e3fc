# A távollévő játékos helyén játszó bot hírei (issue 26).
stand-in-started = A határidőd lejárt itt: { $title } ({ $channel }), ezért most bot játszik a helyeden. Közben nem kapsz üzenetet minden lépéséről. Ha vissza akarod venni a helyed, küldj bármilyen parancsot annál az asztalnál (például /{ cmd-name-game } { cmd-name-game-status }).
stand-in-back = Üdv újra: a helyed itt: { $title } ({ $channel }) ismét a tiéd, a bot már nem játszik helyetted.
stand-in-game-over = { ARTICLE($title, capital: 1) } { $title } játszma ({ $channel }) véget ért, miközben bot játszott a helyeden.
stand-in-nothing = Közben semmi sem történt az asztalnál.
