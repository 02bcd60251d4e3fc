//! A throwaway PostgreSQL server for the tests of the PostgreSQL store.
//!
//! `Postgres::start()` makes a fresh cluster with `initdb` in a temporary
//! directory, starts it with `pg_ctl` on a free loopback port (its unix
//! socket stays in that directory too), creates the database `longtable`
//! and hands back its URL. Dropping the value stops the server and removes
//! the directory. Each test gets its own server, so tests run in parallel
//! and never see each other's rows, and nothing outside the directory is
//! touched: no system-wide cluster is needed or started.
//!
//! It uses Debian's `postgresql` package (PostgreSQL 15 on our machines;
//! `.ci/run` installs it when it is missing). `initdb` refuses to run as
//! root, and CI runs as root: then the server runs as the `postgres` system
//! user that the package creates, and the directory is handed to that user.
//!
//! When PostgreSQL can't be started, `start` panics and says why: the
//! PostgreSQL tests fail, they never skip.
#![allow(dead_code)]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The superuser `initdb` creates; the URL logs in as it (trust auth on loopback).
const SUPERUSER: &str = "postgres";
/// The database `start` creates for the test.
const DATABASE: &str = "longtable";
/// The unprivileged system user the server runs as when the tests run as root.
const SYSTEM_USER: &str = "postgres";
/// How many free ports `start` tries before it gives up: another process may
/// take the port between our probe and the server's bind.
const PORT_ATTEMPTS: usize = 5;

/// A running throwaway PostgreSQL server; stopped and removed on drop.
pub struct Postgres {
    dir: tempfile::TempDir,
    bin: PathBuf,
    /// `Some("postgres")` when the tests run as root: every server command runs as that user.
    run_as: Option<&'static str>,
    port: u16,
    url: String,
    /// fsync and synchronous commits on, as a production server runs
    /// (for benchmarks); off for tests, which throw the server away.
    durable: bool,
}

impl Postgres {
    /// Makes, starts and fills in a fresh cluster; panics with the reason
    /// (and the server's own log) when it can't.
    pub fn start() -> Postgres {
        Self::start_with(false)
    }

    /// A server that syncs every commit to disk, as in production: for
    /// benchmarks that compare commit times with SQLite's.
    pub fn start_durable() -> Postgres {
        Self::start_with(true)
    }

    fn start_with(durable: bool) -> Postgres {
        let bin = bindir();
        let run_as = (effective_uid() == 0).then_some(SYSTEM_USER);
        let dir = tempfile::Builder::new()
            .prefix("longtable-pg-")
            .tempdir()
            .unwrap_or_else(|e| {
                panic!("PostgreSQL harness: could not create a temporary directory: {e}")
            });
        if let Some(user) = run_as {
            hand_over(dir.path(), user);
        }
        let mut pg = Postgres {
            dir,
            bin,
            run_as,
            port: 0,
            url: String::new(),
            durable,
        };
        // A fresh cluster: trust auth (loopback and our own socket only), no
        // locale, and no fsync of the new files (it is thrown away anyway).
        let data = pg.data();
        pg.run(
            "initdb",
            &[
                "-D",
                &data,
                "-U",
                SUPERUSER,
                "--auth=trust",
                "--encoding=UTF8",
                "--no-locale",
                "--no-sync",
            ],
        );
        pg.port = pg.listen();
        pg.run(
            "createdb",
            &[
                "-h",
                "127.0.0.1",
                "-p",
                &pg.port.to_string(),
                "-U",
                SUPERUSER,
                DATABASE,
            ],
        );
        pg.url = format!("postgres://{SUPERUSER}@127.0.0.1:{}/{DATABASE}", pg.port);
        pg
    }

    /// The connection URL of the test database, e.g. `postgres://postgres@127.0.0.1:5433/longtable`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Creates another empty database on this server and returns its URL
    /// (a test that needs several fresh databases starts one server).
    pub fn create_database(&self, name: &str) -> String {
        self.run(
            "createdb",
            &[
                "-h",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "-U",
                SUPERUSER,
                name,
            ],
        );
        format!("postgres://{SUPERUSER}@127.0.0.1:{}/{name}", self.port)
    }

    /// The loopback TCP port the server listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The temporary directory holding the cluster, its socket and its log.
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// A connection to the test database whose driver task runs in the
    /// background (on the current tokio runtime).
    pub async fn connect(&self) -> tokio_postgres::Client {
        let (client, connection) = tokio_postgres::connect(&self.url, tokio_postgres::NoTls)
            .await
            .unwrap_or_else(|e| panic!("could not connect to {}: {e}", self.url));
        tokio::spawn(async move { connection.await.ok() });
        client
    }

    fn data(&self) -> String {
        self.dir.path().join("data").display().to_string()
    }

    fn log(&self) -> PathBuf {
        self.dir.path().join("server.log")
    }

    /// Starts the server on a free loopback port and returns the port. The
    /// probe frees the port before the server binds it, so a port taken in
    /// between is retried with another.
    fn listen(&self) -> u16 {
        let data = self.data();
        let log = self.log().display().to_string();
        let socket_dir = self.dir.path().display().to_string();
        let mut failures = Vec::new();
        for _ in 0..PORT_ATTEMPTS {
            let port = free_port();
            // Only 127.0.0.1 and the socket in our own directory; a small
            // shared_buffers because many test servers may run at once; no
            // fsync because nothing here must survive a crash.
            let sync = if self.durable {
                ""
            } else {
                "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
            };
            let options = format!(
                "-c listen_addresses=127.0.0.1 -p {port} -k '{socket_dir}' \
                 -c shared_buffers=16MB {sync}"
            );
            let out = self.command(
                "pg_ctl",
                &[
                    "-D", &data, "-l", &log, "-w", "-t", "60", "-o", &options, "start",
                ],
            );
            if out.status.success() {
                return port;
            }
            let server_log = std::fs::read_to_string(self.log()).unwrap_or_default();
            let taken = server_log.contains("could not bind")
                || server_log.contains("Address already in use");
            failures.push(format!(
                "port {port}: {}\n{}\nserver log:\n{server_log}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
            if !taken {
                break;
            }
        }
        panic!(
            "PostgreSQL harness: `pg_ctl start` failed in {}:\n{}",
            self.dir.path().display(),
            failures.join("\n")
        );
    }

    /// Runs one of the server's programs and panics with its output when it fails.
    fn run(&self, program: &str, args: &[&str]) {
        let out = self.command(program, args);
        if !out.status.success() {
            panic!(
                "PostgreSQL harness: `{program} {}` failed ({}){}:\n{}\n{}",
                args.join(" "),
                out.status,
                self.run_as
                    .map(|u| format!(" running as the `{u}` user"))
                    .unwrap_or_default(),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }

    /// Runs `bin/<program>`, as the unprivileged user when we are root, from
    /// our own directory (the server's programs refuse a working directory
    /// their user can't enter).
    fn command(&self, program: &str, args: &[&str]) -> Output {
        let path = self.bin.join(program);
        let mut cmd = match self.run_as {
            Some(user) => {
                let mut cmd = Command::new("runuser");
                cmd.args(["-u", user, "--"]).arg(&path);
                cmd
            }
            None => Command::new(&path),
        };
        cmd.args(args)
            .current_dir(self.dir.path())
            .output()
            .unwrap_or_else(|e| panic!("PostgreSQL harness: could not run {}: {e}", path.display()))
    }
}

impl Drop for Postgres {
    /// Stops the server at once (nothing in it is kept); the temporary
    /// directory then removes itself.
    fn drop(&mut self) {
        if self.port == 0 {
            return; // never started
        }
        let data = self.data();
        let out = self.command(
            "pg_ctl",
            &["-D", &data, "-m", "immediate", "-w", "-t", "30", "stop"],
        );
        if !out.status.success() {
            eprintln!(
                "PostgreSQL harness: could not stop the server in {}: {}",
                self.dir.path().display(),
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}

/// The directory of `initdb` and `pg_ctl`: `pg_config --bindir` when that
/// has them, else the newest `/usr/lib/postgresql/<version>/bin` (Debian
/// keeps the server's programs off the PATH).
fn bindir() -> PathBuf {
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output() {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if out.status.success() && dir.join("initdb").is_file() {
            return dir;
        }
    }
    let newest = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version: u32 = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .max_by_key(|(version, _)| *version);
    match newest {
        Some((_, bin)) => bin,
        None => panic!(
            "PostgreSQL harness: no `initdb` found (neither in `pg_config --bindir` nor in \
             /usr/lib/postgresql/*/bin). Install Debian's `postgresql` package: \
             `apt-get install postgresql` (.ci/run does this when it is missing)."
        ),
    }
}

/// The effective user id of this process (`id -u`).
fn effective_uid() -> u32 {
    id(&["-u"]).unwrap_or_else(|e| panic!("PostgreSQL harness: {e}"))
}

/// Runs `id <args>` and parses the number it prints.
fn id(args: &[&str]) -> Result<u32, String> {
    let out = Command::new("id")
        .args(args)
        .output()
        .map_err(|e| format!("could not run `id`: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    match text.trim().parse() {
        Ok(n) if out.status.success() => Ok(n),
        _ => Err(format!(
            "`id {}` failed: {}{}",
            args.join(" "),
            text.trim(),
            String::from_utf8_lossy(&out.stderr).trim()
        )),
    }
}

/// Gives the temporary directory to `user`, who runs the server when we are
/// root (initdb refuses root). The parent (the system temp dir) must let
/// that user through.
fn hand_over(dir: &Path, user: &str) {
    let ids = id(&["-u", user]).and_then(|uid| Ok((uid, id(&["-g", user])?)));
    let (uid, gid) = ids.unwrap_or_else(|e| {
        panic!(
            "PostgreSQL harness: the tests run as root, where initdb refuses to run, and the \
             `{user}` system user (made by Debian's `postgresql` package) is missing: {e}"
        )
    });
    std::os::unix::fs::chown(dir, Some(uid), Some(gid)).unwrap_or_else(|e| {
        panic!(
            "PostgreSQL harness: could not give {} to the `{user}` user: {e}",
            dir.display()
        )
    });
}

/// A loopback port that was free a moment ago (the OS picks it).
fn free_port() -> u16 {
    let probe = TcpListener::bind("127.0.0.1:0")
        .unwrap_or_else(|e| panic!("PostgreSQL harness: could not bind a loopback port: {e}"));
    let port = probe.local_addr().unwrap().port();
    drop(probe);
    port
}
