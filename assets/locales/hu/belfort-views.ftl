## A Belfort telefonon (issue 28): a saját nézet és a tábla paneljei.

belfort-views-your-turn = Te következel.
belfort-views-workers = { $elves } elf · { $dwarves } törpe{ $masters ->
        [0] {""}
       *[other] {" "}(ebből { $masters } mester)
    } · { $gnomes } gnóm
belfort-views-score = { $n } pont
belfort-views-hand = { $workers } · { $n } kártya a kézben
