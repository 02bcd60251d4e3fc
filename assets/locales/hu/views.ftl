# /board full: az egész tábla egy képen (issue 28).
discord-cmd-board-full = Igen: az egész tábla egyetlen széles, asztali gépre szánt képen, a telefonra méretezett részek helyett
cmd-name-board-full = teljes
