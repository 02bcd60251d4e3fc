//! The `longtable` binary's commands, run as a user would.

use std::process::Command;

fn longtable(args: &[&str], dir: &std::path::Path) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("LONGTABLE_DB")
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn serve_without_a_token_says_how_to_set_one_and_points_to_local() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, _, err) = longtable(&["serve"], dir.path());
    assert!(!ok);
    assert!(
        err.contains("DISCORD_TOKEN") && err.contains("longtable local"),
        "{err}"
    );
}

#[test]
fn db_migrate_check_and_replay_on_a_fresh_database() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, err) = longtable(&["db", "check", "--db", "x.db"], dir.path());
    assert!(!ok && err.contains("no database"), "{out}{err}");
    let (ok, out, _) = longtable(&["db", "migrate", "--db", "x.db"], dir.path());
    let migrations = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/sqlite"))
        .unwrap()
        .count();
    assert!(
        ok && out.contains(&format!("schema version {migrations}")),
        "{out}"
    );
    let (ok, out, _) = longtable(&["db", "check", "--db", "x.db"], dir.path());
    assert!(ok && out.contains("integrity ok"), "{out}");
    let (ok, out, _) = longtable(&["replay", "--db", "x.db"], dir.path());
    assert!(
        ok && out.contains("0 tables verified, 0 mismatches"),
        "{out}"
    );
}

#[test]
fn content_check_passes_for_the_bundled_packs() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, out, err) = longtable(&["content", "check"], dir.path());
    assert!(ok, "{out}{err}");
    assert!(out.contains("content check passed"), "{out}");
    // Every title's box contents are compared (Nations 1.1, Endeavor 1.1,
    // Belfort 1.1), and each line says what it found.
    for line in [
        "box (spec 1.1): 296 progress cards in the pack, 296 in the box: ok",
        "box (spec 1.1): 48 event cards in the pack, 48 in the box: ok",
        "box (spec 1.1 C7): 48 asset cards in the pack, 48 in the box: ok",
        "box (spec 1.1 C10): 45 building tiles in the pack, 45 in the box: ok",
        "box (spec 1.1): 50 building cards in the pack, 50 in the box: ok",
        "box (spec 1.1): 12 guild tiles in the pack, 12 in the box: ok",
    ] {
        assert!(out.contains(line), "missing `{line}` in:\n{out}");
    }
}

#[test]
fn content_check_fails_when_a_pack_holds_more_cards_than_the_box() {
    // A community adds a 297th Nations progress card: the box has 296.
    let dir = tempfile::tempdir().unwrap();
    let over = dir.path().join("over/nations");
    std::fs::create_dir_all(&over).unwrap();
    std::fs::write(
        over.join("extra.toml"),
        "[[card]]\nid = \"extra\"\nname = \"Extra Granary\"\nage = 1\ntype = \"building\"\n\
         provenance = \"house\"\ndeploy = 1\nper_worker = { food = 1 }\nworker_vp = [1]\n",
    )
    .unwrap();
    let (ok, out, err) = longtable(&["content", "check", "--dir", "over"], dir.path());
    assert!(!ok, "{out}{err}");
    assert!(
        out.contains("the box holds 296 progress cards (spec 1.1); the pack has 297"),
        "{out}"
    );
    assert!(
        out.contains("297 progress cards in the pack, 296 in the box: MISMATCH"),
        "{out}"
    );
}

#[test]
fn a_broken_override_folder_fails_content_check_with_the_file_named() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("over/nations");
    std::fs::create_dir_all(&bad).unwrap();
    std::fs::write(bad.join("broken.toml"), "[[card]\n").unwrap();
    let (ok, out, err) = longtable(&["content", "check", "--dir", "over"], dir.path());
    let registry = longtable::games::registry(None).unwrap();
    if registry.get("nations").is_some() {
        assert!(!ok, "{out}{err}");
        assert!(err.contains("broken.toml"), "{err}");
    }
}

#[test]
fn sim_and_render_refuse_an_unknown_game_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, _, err) = longtable(&["sim", "--game", "chess"], dir.path());
    assert!(!ok && err.contains("unknown game `chess`"), "{err}");
    let (ok, _, err) = longtable(&["render", "--game", "chess", "--out", "o"], dir.path());
    assert!(!ok && err.contains("unknown game `chess`"), "{err}");
}

#[test]
fn render_writes_a_png_per_view_and_the_svg_sources_on_request() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "render",
        "--game",
        "nations",
        "--players",
        "2",
        "--moves",
        "5",
        "--out",
        "o",
    ];
    let (ok, out, err) = longtable(&args, dir.path());
    assert!(ok, "{out}{err}");
    let count = |out: &str, part: &str| out.lines().filter(|l| l.contains(part)).count();
    let panels = count(&out, "-panel");
    assert!(panels >= 1, "{out}");
    assert_eq!(count(&out, "-board.png"), 1, "{out}");
    assert_eq!(count(&out, "-seat"), 2, "{out}");
    assert_eq!(
        out.lines().count(),
        3 + panels,
        "board, panels and two seats: {out}"
    );
    assert!(!dir.path().join("o/nations-board.svg").exists());
    let (ok, out, err) = longtable(&[&args[..], &["--svg"]].concat(), dir.path());
    assert!(ok, "{out}{err}");
    assert_eq!(out.lines().count(), 2 * (3 + panels), "{out}");
    let svg = std::fs::read_to_string(dir.path().join("o/nations-seat2.svg")).unwrap();
    assert!(svg.starts_with("<svg"), "{svg}");
    let png = std::fs::read(dir.path().join("o/nations-seat2.png")).unwrap();
    assert_eq!(&png[1..4], b"PNG");
    // In Greek, with phone-width copies beside the full images.
    let (ok, out, err) = longtable(
        &[&args[..], &["--lang", "el", "--preview", "400"]].concat(),
        dir.path(),
    );
    assert!(ok, "{out}{err}");
    assert_eq!(out.lines().count(), 2 * (3 + panels), "{out}");
    let small = image::open(dir.path().join("o/nations-seat1-400.png")).unwrap();
    assert_eq!(small.width(), 400);
    let (ok, _, err) = longtable(&[&args[..], &["--lang", "xx"]].concat(), dir.path());
    assert!(!ok && err.contains("unknown language `xx`"), "{err}");
}

#[test]
fn serve_without_discord_says_so_backs_off_and_logs_without_colour_codes() {
    let dir = tempfile::tempdir().unwrap();
    // A loopback port nothing listens on: like having no network.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(env!("CARGO_BIN_EXE_longtable"))
        .arg("serve")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "not.a.token")
        .env(
            "LONGTABLE_DISCORD_API_URL",
            format!("http://127.0.0.1:{port}"),
        )
        .env_remove("RUST_LOG")
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(4500));
    let pid = child.id().to_string();
    assert!(Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap()
        .success());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "SIGTERM ends it cleanly: {err}");
    assert!(err.contains("cannot reach Discord"), "{err}");
    for wait in ["trying again in 1s", "trying again in 2s"] {
        assert!(err.contains(wait), "{wait}: {err}");
    }
    assert!(!err.contains("trying again in 5s"), "{err}");
    assert!(!err.contains('\u{1b}'), "no ANSI codes into a pipe: {err}");
}

#[test]
fn game_help_lists_the_titles() {
    let dir = tempfile::tempdir().unwrap();
    for cmd in ["sim", "render", "arena"] {
        let (_, out, _) = longtable(&[cmd, "--help"], dir.path());
        for title in longtable::games::registry(None).unwrap().titles() {
            assert!(out.contains(title.name()), "{cmd} --help: {out}");
        }
    }
}

#[test]
fn content_check_reports_each_languages_translations() {
    // Issue 15: per title and language, how many names and texts are
    // translated; an item the translations lack is listed by its id.
    let dir = tempfile::tempdir().unwrap();
    let over = dir.path().join("over/belfort");
    std::fs::create_dir_all(&over).unwrap();
    std::fs::write(
        over.join("extra.toml"),
        "[[guild]]\nid = \"brewers\"\nname = \"Brewers' Guild\"\nshort = \"Brewers\"\n\
         category = \"resource\"\nprovenance = \"house\"\n",
    )
    .unwrap();
    let (_, out, err) = longtable(&["content", "check", "--dir", "over"], dir.path());
    for lang in ["el", "fr", "es", "hu"] {
        let line = out
            .lines()
            .find(|l| l.starts_with(&format!("  {lang}: ")) && l.contains("guild.brewers.name"))
            .unwrap_or_else(|| panic!("no {lang} line naming the new guild in:\n{out}{err}"));
        assert!(
            line.contains("missing: guild.brewers.name, guild.brewers.short"),
            "{line}"
        );
    }
}

/// `serve` with a token and an API address, so that only the shard
/// arguments can stop it before it opens the database and connects.
fn serve_with(args: &[&str], dir: &std::path::Path) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_longtable"))
        .args(args)
        .current_dir(dir)
        .env("DISCORD_TOKEN", "not-a-real-token")
        // Nothing listens on the discard port: a start would fail, not hang.
        .env("LONGTABLE_DISCORD_API_URL", "http://127.0.0.1:9")
        .env_remove("LONGTABLE_DB")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn serve_refuses_a_bad_shard_range_naming_the_flag_and_starts_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for (args, says) in [
        (
            &["serve", "--shards", "3-1", "--shard-total", "4"][..],
            "invalid value '3-1' for '--shards <FIRST-LAST>': `3-1` runs backwards",
        ),
        (
            &["serve", "--shards", "2-4", "--shard-total", "4"][..],
            "--shards 2-4 is outside --shard-total 4: shard ids run from 0 to 3",
        ),
        (
            &["serve", "--shards", "0-1"][..],
            "--shards 0-1 needs the total number of shards",
        ),
        (
            &["serve", "--shard-total", "0"][..],
            "--shard-total 0 must be at least 1",
        ),
        (
            &["serve", "--shards", "one", "--shard-total", "4"][..],
            "write FIRST-LAST, e.g. 0-3",
        ),
    ] {
        let (code, err) = serve_with(args, dir.path());
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!err.contains("starting the Discord bot"), "{err}");
    }
    // The config file's keys are checked the same way, and named.
    std::fs::write(
        dir.path().join("longtable.toml"),
        "[discord]\nshards = \"0-3\"\nshard_total = 2\n",
    )
    .unwrap();
    let (code, err) = serve_with(&["serve"], dir.path());
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("`shards = \"0-3\"` under [discord] in the config file is outside"),
        "{err}"
    );
    // Nothing was started by the refused ones: no database was created
    // (a start opens it first; a flag overriding the file's key is
    // tests/discord/discord_shards.rs's first test).
    assert!(!dir.path().join("longtable.db").exists());
}
