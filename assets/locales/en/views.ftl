# /board full: the desktop board in one image (issue 28).
discord-cmd-board-full = True: the whole desktop board in one wide image, instead of panels sized for a phone
cmd-name-board-full = full
