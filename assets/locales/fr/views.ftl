# /board full : tout le plateau en une image (issue 28).
discord-cmd-board-full = Vrai : tout le plateau en une seule grande image pour ordinateur, au lieu de panneaux à la taille d'un téléphone
cmd-name-board-full = complet
