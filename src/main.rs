//! The `longtable` command line: wiring only; every command's work lives
//! in the library.

use anyhow::{bail, Context};
use clap::{Parser, Subcommand};
use longtable::config::Config;
use longtable::discord::shards::{ShardPlan, ShardRange};
use longtable::engine::{self, GameRng, Options, Setup};
use longtable::store::Location;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "longtable",
    version,
    about = "Hosts long board games in Discord channels"
)]
struct Cli {
    /// Configuration file (default: ./longtable.toml when present).
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the Discord bot (needs DISCORD_TOKEN).
    Serve {
        /// Run only gateway shards FIRST-LAST (e.g. 0-3) of --shard-total;
        /// other processes run the rest. Default: every shard, as many as
        /// Discord recommends.
        #[arg(long, value_name = "FIRST-LAST")]
        shards: Option<ShardRange>,
        /// The bot's total number of shards, the same in every process.
        /// Alone, this process runs all of them.
        #[arg(long, value_name = "N")]
        shard_total: Option<u32>,
        /// Serve GET /healthz on this address (e.g. 127.0.0.1:9090) for a
        /// supervisor. Default: `listen` under [health] in the config
        /// file, else off.
        #[arg(long, value_name = "ADDR")]
        health: Option<std::net::SocketAddr>,
        /// Derive new tables' seeds from this number instead of drawing
        /// them at random (as `local --seed`), so that tests and bug
        /// reports can play a session again.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// A console that speaks the bot's command grammar: lines of
    /// `<user> [#channel] /command ...` on standard input.
    Local {
        /// Database: a SQLite file or a postgres:// URL (default: the configured one).
        #[arg(long)]
        db: Option<longtable::store::Location>,
        /// Folder for the PNG images the commands produce.
        #[arg(long, default_value = "out")]
        out: PathBuf,
        /// One JSON object per notice, and {"ack": N} after each line.
        #[arg(long)]
        json: bool,
        /// Derive new tables' seeds from this number instead of drawing
        /// them at random, so that a session can be played again exactly.
        #[arg(long)]
        seed: Option<u64>,
        /// Time moves only through `/clock advance <duration>`, so
        /// deadlines and reminders can be played through at once.
        #[arg(long)]
        manual_clock: bool,
        /// The language of users who name none (`alice@el` names
        /// Greek): en, el, fr, es or hu. `/settings language:<code>`
        /// changes it for one user.
        #[arg(long, default_value = "en")]
        lang: String,
    },
    /// Play random legal games through the engine and report throughput.
    Sim {
        /// The title to play: nations, endeavor or belfort.
        #[arg(long)]
        game: String,
        #[arg(long, default_value_t = 3)]
        players: usize,
        #[arg(long, default_value_t = 100)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Table options, `name=value`, repeatable.
        #[arg(long = "option", value_parser = parse_option)]
        options: Vec<(String, String)>,
    },
    /// Bots play each other through the engine; prints per seat kind the
    /// win rate with its 95% interval, mean score and rank, and time per
    /// move.
    Arena {
        /// The title to play: nations, endeavor or belfort.
        #[arg(long)]
        game: String,
        #[arg(long, default_value_t = 3)]
        players: usize,
        #[arg(long, default_value_t = 10)]
        games: usize,
        /// One bot level per seat: random, easy, normal or hard
        /// (rotated between games).
        #[arg(long, value_delimiter = ',', default_value = "hard,normal,random")]
        seats: Vec<String>,
        /// Thinking time per move in ms (default: each level's own; at
        /// most 2000).
        #[arg(long)]
        think_ms: Option<u64>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Start no new game after this many seconds (the report counts
        /// the games played).
        #[arg(long)]
        max_secs: Option<u64>,
        /// Print one JSON object last.
        #[arg(long)]
        json: bool,
    },
    /// Re-simulate every stored table from its seed and log and compare
    /// with the stored hashes.
    Replay {
        #[arg(long)]
        db: Option<longtable::store::Location>,
        /// Re-stamp the hashes of every table whose log replays legally
        /// (after reading the report: hashes from an earlier build become
        /// this build's).
        #[arg(long)]
        accept: bool,
    },
    /// Play K random legal moves and write the public board (the full
    /// board, and each phone panel) and every seat's private view as PNG.
    Render {
        /// The title to play: nations, endeavor or belfort.
        #[arg(long)]
        game: String,
        #[arg(long, default_value_t = 3)]
        players: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 0)]
        moves: usize,
        #[arg(long)]
        out: PathBuf,
        #[arg(long = "option", value_parser = parse_option)]
        options: Vec<(String, String)>,
        /// Also write each scene's SVG source next to its PNG.
        #[arg(long)]
        svg: bool,
        /// The language to draw in: en, el, fr, es or hu.
        #[arg(long, default_value = "en")]
        lang: String,
        /// Also write each image scaled to this width (`-<width>.png`),
        /// as a phone shows it (Discord: about 400 px).
        #[arg(long)]
        preview: Option<u32>,
    },
    /// Content packs.
    Content {
        #[command(subcommand)]
        command: ContentCmd,
    },
    /// The database.
    Db {
        #[command(subcommand)]
        command: DbCmd,
    },
    /// Leagues: rebuild ratings, export a season.
    League {
        #[command(subcommand)]
        command: LeagueCmd,
    },
}

#[derive(Subcommand)]
enum LeagueCmd {
    /// Rebuild every rating from the stored results in game order and
    /// say whether any stored number differed.
    Recompute {
        #[arg(long)]
        db: Option<longtable::store::Location>,
    },
    /// Write a season's results and standings as CSV files
    /// (`<name>-s<season>-results.csv`, `<name>-s<season>-standings.csv`).
    Export {
        /// The league's name.
        name: String,
        /// CSV (the one format).
        #[arg(long)]
        csv: bool,
        /// The league's server, when two servers have a league of this name.
        #[arg(long)]
        server: Option<String>,
        /// The season (default: the current one).
        #[arg(long)]
        season: Option<i64>,
        /// Folder for the files.
        #[arg(long, default_value = ".")]
        out: PathBuf,
        #[arg(long)]
        db: Option<longtable::store::Location>,
    },
}

#[derive(Subcommand)]
enum ContentCmd {
    /// Validate the content pack of every title (or an override folder)
    /// and print counts by provenance.
    Check {
        /// A folder of `<title>/*.toml` overrides to check on top of the
        /// bundled packs.
        #[arg(long)]
        dir: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
enum DbCmd {
    /// Create the database or apply pending migrations.
    Migrate {
        #[arg(long)]
        db: Option<longtable::store::Location>,
    },
    /// Report the schema version and SQLite's integrity check.
    Check {
        #[arg(long)]
        db: Option<longtable::store::Location>,
    },
    /// Copy a whole SQLite database into an empty PostgreSQL one (run
    /// `longtable replay --db <URL>` afterwards to verify every game).
    Copy {
        /// The SQLite database file.
        #[arg(long)]
        from: PathBuf,
        /// The PostgreSQL database, `postgres://user@host/dbname`.
        #[arg(long)]
        to: String,
    },
    /// Write a consistent copy of the database to PATH (a new file), with
    /// SQLite's online backup API: safe while the bot runs.
    Backup {
        /// Where to write the copy.
        path: PathBuf,
        #[arg(long)]
        db: Option<longtable::store::Location>,
    },
}

/// `serve`'s flags override the config file's keys, one by one; a shard
/// range that doesn't fit its total is a usage error (exit code 2, the
/// flag or key named) before anything starts.
fn serve_flags(
    config: &mut Config,
    shards: Option<ShardRange>,
    shard_total: Option<u32>,
    health: Option<std::net::SocketAddr>,
) {
    let discord = &mut config.discord;
    let range = shards.map(|r| (r, "--shards")).or(discord
        .shards
        .map(|r| (r, longtable::discord::CONFIG_SHARDS)));
    let total = shard_total.map(|t| (t, "--shard-total")).or(discord
        .shard_total
        .map(|t| (t, longtable::discord::CONFIG_SHARD_TOTAL)));
    if let Err(e) = ShardPlan::settle(range, total) {
        use clap::CommandFactory;
        Cli::command()
            .error(clap::error::ErrorKind::ValueValidation, e)
            .exit();
    }
    discord.shards = shards.or(discord.shards);
    discord.shard_total = shard_total.or(discord.shard_total);
    config.health.listen = health.or(config.health.listen);
}

fn parse_option(s: &str) -> Result<(String, String), String> {
    s.split_once(['=', ':'])
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .ok_or_else(|| format!("expected name=value, got `{s}`"))
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let mut config = Config::load(cli.config.as_deref())?;
    if let Cmd::Serve {
        shards,
        shard_total,
        health,
        ..
    } = &cli.command
    {
        serve_flags(&mut config, *shards, *shard_total, *health);
    }
    longtable::host::init_logging(&config.log_level);
    longtable::bots::set_hosted_think(config.bot_think_ms);
    longtable::store::set_durability(config.durability);
    let registry = longtable::games::registry(config.content_dir.as_deref())
        .context("could not load the content packs")?;
    match cli.command {
        Cmd::Serve { seed, .. } => {
            let runtime = tokio::runtime::Runtime::new()?;
            runtime.block_on(longtable::discord::serve(config, registry, seed))
        }
        Cmd::Local {
            db,
            out,
            json,
            seed,
            manual_clock,
            lang,
        } => {
            let db = db.unwrap_or(config.database.clone());
            let runtime = tokio::runtime::Runtime::new()?;
            let result = runtime.block_on(longtable::local::run_in(
                registry,
                &db,
                &out,
                json,
                seed,
                manual_clock,
                &lang,
            ));
            // Stopped by a signal, a read of standard input may still be
            // blocked on its thread: don't wait for it.
            runtime.shutdown_background();
            result
        }
        Cmd::Sim {
            game,
            players,
            games,
            seed,
            options,
        } => {
            let report = longtable::sim::run(&registry, &game, players, games, seed, &options)?;
            println!("{}", serde_json::to_string(&report)?);
            if report.errors > 0 {
                std::process::exit(1);
            }
            Ok(())
        }
        Cmd::Arena {
            game,
            players,
            games,
            seats,
            think_ms,
            seed,
            max_secs,
            json,
        } => {
            let seats = seats
                .iter()
                .map(|s| {
                    longtable::bots::Level::parse(s).ok_or_else(|| {
                        anyhow::anyhow!(
                            "unknown bot level `{s}`; known: random, easy, normal, hard"
                        )
                    })
                })
                .collect::<anyhow::Result<Vec<_>>>()?;
            let spec = longtable::arena::ArenaSpec {
                game: &game,
                players,
                games,
                seats,
                think: think_ms.map(std::time::Duration::from_millis),
                seed,
                max_time: max_secs.map(std::time::Duration::from_secs),
            };
            let report = longtable::arena::run(&registry, &spec)?;
            print!("{}", longtable::arena::table_text(&report));
            if json {
                println!("{}", serde_json::to_string(&report)?);
            }
            Ok(())
        }
        Cmd::Replay { db, accept } => {
            let db = db.unwrap_or(config.database.clone());
            // Opening would create an empty database and "verify" nothing.
            db.must_exist()?;
            let mut store = longtable::store::Db::connect(&db)?;
            replay(&mut store, &registry, accept)
        }
        Cmd::Render {
            game,
            players,
            seed,
            moves,
            out,
            options,
            svg,
            lang,
            preview,
        } => render(
            &registry,
            &game,
            players,
            seed,
            moves,
            &out,
            &options,
            RenderOut { svg, lang, preview },
        ),
        Cmd::Content { command } => match command {
            ContentCmd::Check { dir } => {
                let registry = match &dir {
                    Some(d) => longtable::games::registry(Some(d)).with_context(|| {
                        format!("could not load overrides from {}", d.display())
                    })?,
                    None => registry,
                };
                let mut failed = false;
                for title in registry.titles() {
                    let report = title.content();
                    let (rulebook, house) = report.totals();
                    println!(
                        "{}: {} items ({rulebook} rulebook, {house} house)",
                        title.name(),
                        rulebook + house
                    );
                    for (kind, (r, h)) in &report.counts {
                        match report.mixed.get(kind) {
                            Some(m) => println!(
                                "  {kind}: {r} rulebook ({m} of them with house fields), {h} house"
                            ),
                            None => println!("  {kind}: {r} rulebook, {h} house"),
                        }
                    }
                    for b in &report.boxed {
                        let mark = if b.expected == b.found {
                            "ok"
                        } else {
                            "MISMATCH"
                        };
                        println!(
                            "  box (spec {}): {} {} in the pack, {} in the box: {mark}",
                            b.section, b.found, b.what, b.expected
                        );
                    }
                    for e in &report.errors {
                        println!("  error: {e}");
                        failed = true;
                    }
                    let pack = longtable::content::Pack::load(title.name(), dir.as_deref())
                        .with_context(|| format!("could not load the {} pack", title.name()))?;
                    for e in content_languages(&pack) {
                        println!("  error: {e}");
                        failed = true;
                    }
                }
                if failed {
                    bail!("content check failed");
                }
                println!("content check passed");
                Ok(())
            }
        },
        Cmd::League { command } => match command {
            LeagueCmd::Recompute { db } => {
                let path = db.unwrap_or(config.database.clone());
                let mut store = longtable::store::Db::connect(&path)?;
                let started = std::time::Instant::now();
                let r = store.recompute_ratings()?;
                // Every change of points today's rule made (open seasons).
                for c in &r.points {
                    println!(
                        "{} season {}, game {}: {} {} -> {} points",
                        c.league,
                        c.season,
                        c.table_id,
                        c.user_name,
                        longtable::league::show(c.before),
                        longtable::league::show(c.after)
                    );
                }
                println!(
                    "{}",
                    if r.points.is_empty() {
                        "points: every stored result already follows today's rule".to_string()
                    } else {
                        format!("points: {} changed", r.points.len())
                    }
                );
                println!(
                    "recomputed {} ratings from {} results in {:.1?}: {}",
                    r.ratings,
                    r.results,
                    started.elapsed(),
                    if r.changed == 0 {
                        "identical to the stored ones".to_string()
                    } else {
                        format!("{} differed and are now rebuilt", r.changed)
                    }
                );
                Ok(())
            }
            LeagueCmd::Export {
                name,
                csv,
                server,
                season,
                out,
                db,
            } => {
                if !csv {
                    bail!("say the format: --csv");
                }
                let store = longtable::store::Db::connect(&db.unwrap_or(config.database.clone()))?;
                let found: Vec<_> = store
                    .leagues(server.as_deref())?
                    .into_iter()
                    .filter(|l| {
                        longtable::store::league_key(&l.name) == longtable::store::league_key(&name)
                    })
                    .collect();
                let league = match found.as_slice() {
                    [one] => one.clone(),
                    [] => bail!("no league named {name}"),
                    _ => bail!("several servers have a league named {name}: give --server"),
                };
                let season = season.unwrap_or(league.season);
                let results = store.results(Some((league.id, season)))?;
                let ratings =
                    store.ratings(&[longtable::league::RatingKey::Season(league.id, season)])?;
                let scoring = longtable::league::Scoring {
                    points: league.points.clone(),
                    min_games: league.min_games,
                };
                let rows = longtable::league::standings(&results, &scoring, &ratings);
                let stem = format!("{}-s{season}", league.name.to_lowercase());
                let (r, s) = (
                    out.join(format!("{stem}-results.csv")),
                    out.join(format!("{stem}-standings.csv")),
                );
                std::fs::write(
                    &r,
                    longtable::league::export::results_csv(&results, &league.points),
                )
                .with_context(|| format!("could not write {}", r.display()))?;
                std::fs::write(&s, longtable::league::export::standings_csv(&rows))
                    .with_context(|| format!("could not write {}", s.display()))?;
                println!("wrote {} and {}", r.display(), s.display());
                Ok(())
            }
        },
        Cmd::Db { command } => match command {
            DbCmd::Migrate { db } => {
                let path = db.unwrap_or(config.database.clone());
                let store = longtable::store::Db::connect(&path)?;
                println!("{path} is at schema version {}", store.schema_version()?);
                Ok(())
            }
            DbCmd::Copy { from, to } => {
                let from = Location::Sqlite(from);
                let to = Location::parse(&to);
                if !matches!(to, Location::Postgres(_)) {
                    bail!("--to must be a postgres:// URL");
                }
                from.must_exist()?;
                let source = longtable::store::Db::connect(&from)?;
                let target = longtable::store::Db::connect(&to)?;
                let started = std::time::Instant::now();
                let copied = longtable::store::sqlite_to_postgres(&source, &target)?;
                let rows: usize = copied.iter().map(|(_, n)| n).sum();
                for (table, n) in &copied {
                    println!("{table}: {n} rows");
                }
                println!(
                    "copied {rows} rows of {} tables from {from} to {to} in {:.1?}; \
                     now run `longtable replay --db <URL>` to verify every game",
                    copied.len(),
                    started.elapsed()
                );
                Ok(())
            }
            DbCmd::Backup { path, db } => {
                let from = db.unwrap_or(config.database.clone());
                from.must_exist()?;
                longtable::store::Db::connect(&from)?.backup_to(&path)?;
                let copy = longtable::store::Db::open(&path)?;
                println!(
                    "backed up {from} to {} (schema version {}, {})",
                    path.display(),
                    copy.schema_version()?,
                    copy.integrity_check()?
                );
                Ok(())
            }
            DbCmd::Check { db } => {
                let path = db.unwrap_or(config.database.clone());
                path.must_exist()?;
                let store = longtable::store::Db::connect(&path)?;
                let integrity = store.integrity_check()?;
                let durability = match store.backend() {
                    longtable::store::Backend::Postgres => "the server's",
                    longtable::store::Backend::Sqlite => match store.synchronous()? {
                        2 | 3 => "full",
                        _ => "normal",
                    },
                };
                println!(
                    "{path}: schema version {}, integrity {integrity}, durability {durability}",
                    store.schema_version()?
                );
                if integrity != "ok" {
                    std::process::exit(1);
                }
                Ok(())
            }
        },
    }
}

/// What `render` writes besides each PNG, and in which language.
struct RenderOut {
    svg: bool,
    lang: String,
    preview: Option<u32>,
}

#[allow(clippy::too_many_arguments)]
fn render(
    registry: &engine::Registry,
    game: &str,
    players: usize,
    seed: u64,
    moves: usize,
    out: &std::path::Path,
    options: &[(String, String)],
    how: RenderOut,
) -> anyhow::Result<()> {
    let title = registry.get(game).with_context(|| {
        format!(
            "unknown game `{game}`; known: {}",
            registry.names().join(", ")
        )
    })?;
    let i18n = longtable::i18n::I18n::load().map_err(anyhow::Error::msg)?;
    let en = i18n.english();
    anyhow::ensure!(
        longtable::i18n::LANGUAGES.contains(&how.lang.as_str()),
        "unknown language `{}`; known: {}",
        how.lang,
        longtable::i18n::LANGUAGES.join(", ")
    );
    let lang = i18n.lang(&how.lang);
    let setup = Setup {
        seats: players,
        options: Options(options.iter().cloned().collect()),
        seed,
    };
    let mut table = title
        .new_table(&setup)
        .map_err(|m| anyhow::anyhow!(longtable::engine::Translate::tr(&*en, &m)))?;
    let mut rng = GameRng::new(seed ^ 0x5eed);
    for _ in 0..moves {
        if table.outcome().is_some() {
            break;
        }
        let seats = table.to_act();
        let Some(&seat) = rng.pick(&seats) else { break };
        let n = table.legal_count(seat);
        if n == 0 {
            break;
        }
        table
            .play_index(seat, rng.below(n))
            .map_err(|m| anyhow::anyhow!(longtable::engine::Translate::tr(&*en, &m)))?;
    }
    std::fs::create_dir_all(out).with_context(|| format!("could not create {}", out.display()))?;
    let panels = table.board_panels_svg(&*lang);
    let scenes = std::iter::once(("board".to_string(), table.board_svg(&*lang)))
        .chain(
            panels
                .into_iter()
                .enumerate()
                .map(|(k, svg)| (format!("panel{}", k + 1), svg)),
        )
        .chain(
            (0..players).map(|seat| (format!("seat{}", seat + 1), table.seat_svg(seat, &*lang))),
        );
    for (name, svg) in scenes {
        let path = out.join(format!("{game}-{name}.png"));
        let png = longtable::render::png(&svg)?;
        std::fs::write(&path, &png)?;
        println!("{}", path.display());
        if let Some(width) = how.preview {
            let img = image::load_from_memory(&png)?;
            let height = (img.height() as f32 * width as f32 / img.width() as f32).round() as u32;
            let small =
                img.resize_exact(width, height.max(1), image::imageops::FilterType::Triangle);
            let path = out.join(format!("{game}-{name}-{width}.png"));
            small.save(&path)?;
            println!("{}", path.display());
        }
        if how.svg {
            let path = path.with_extension("svg");
            std::fs::write(&path, svg)?;
            println!("{}", path.display());
        }
    }
    Ok(())
}

/// `content check`'s lines on a pack's translations (issue 15 item 4):
/// per language, how many of its names and texts are translated and the
/// first missing ones. Returns the errors: translations of ids the pack
/// lacks, empty translations, unreadable files, and notation words.
fn content_languages(pack: &longtable::content::Pack) -> Vec<String> {
    use longtable::content::i18n::{check, Translations};
    let all = Translations::shared();
    let mine = format!("/{}/i18n/", pack.title);
    let mut errors: Vec<String> = all
        .errors
        .iter()
        .filter(|e| e.contains(&mine))
        .cloned()
        .collect();
    errors.extend(
        longtable::notation::Vocabulary::shared(&pack.title)
            .errors
            .iter()
            .cloned(),
    );
    for c in check(pack, all) {
        let first: Vec<&str> = c.missing.iter().take(5).map(String::as_str).collect();
        let more = if c.missing.len() > first.len() {
            ", ..."
        } else {
            ""
        };
        if c.missing.is_empty() {
            println!(
                "  {}: {}/{} names and texts translated",
                c.lang, c.translated, c.expected
            );
        } else {
            println!(
                "  {}: {}/{} names and texts translated; {} missing: {}{more}",
                c.lang,
                c.translated,
                c.expected,
                c.missing.len(),
                first.join(", ")
            );
        }
        for u in &c.unknown {
            errors.push(format!(
                "{}/i18n/{}.toml: `{u}` is not a text of the pack",
                pack.title, c.lang
            ));
        }
        for e in &c.empty {
            errors.push(format!(
                "{}/i18n/{}.toml: `{e}` is empty",
                pack.title, c.lang
            ));
        }
    }
    errors.sort();
    errors.dedup();
    errors
}

/// `longtable replay`: verifies every started table from its log, says
/// which tables need a decision, holds those whose log does not replay,
/// and with `accept` re-stamps the hashes of those that do. Exit codes:
/// 0 all verified (or accepted), 1 a log does not replay, 3 hashes from
/// an earlier build or changed content to look at.
fn replay(
    store: &mut longtable::store::Db,
    registry: &longtable::engine::Registry,
    accept: bool,
) -> anyhow::Result<()> {
    use longtable::host::replay;
    let report = replay::verify_all(store, registry)?;
    for problem in &report.problems {
        eprintln!("{problem}");
    }
    println!(
        "{} tables verified, {} mismatches",
        report.verified, report.mismatches
    );
    if !report.earlier.is_empty() {
        println!(
            "warning: {} tables replay legally, but their stored hashes come from an earlier build:",
            report.earlier.len()
        );
        for (id, first) in &report.earlier {
            println!("  table {id}: {first}");
        }
    }
    for id in &report.content_changed {
        println!(
            "warning: table {id} plays with content that changed since it started; \
             it waits for its creator or an admin (/game rules upgrade, or /game abort)"
        );
    }
    let held = replay::hold_broken(store, &report)?;
    if held > 0 {
        println!(
            "{held} tables do not replay under any rules version this build keeps; \
             they are held (only /game abort acts on them)"
        );
    }
    if accept {
        let done = replay::accept_all(store, registry, &report)?;
        let ids: Vec<String> = done.iter().map(|i| i.to_string()).collect();
        println!(
            "re-stamped {} tables with this build's hashes{}",
            done.len(),
            if ids.is_empty() {
                String::new()
            } else {
                format!(": {}", ids.join(", "))
            }
        );
    } else if !report.earlier.is_empty() {
        println!("after reading the report, accept them with `longtable replay --accept`");
    }
    if report.mismatches > 0 {
        std::process::exit(1);
    }
    if (!report.earlier.is_empty() && !accept) || !report.content_changed.is_empty() {
        std::process::exit(3);
    }
    Ok(())
}
