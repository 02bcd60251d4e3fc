//! The real `longtable serve` binary as a child process against the fake
//! Discord, as an operator runs it: the test reads its log as it goes and
//! a dropped one is SIGKILLed, so a failing test leaves nothing running.

use super::{FakeDiscord, TOKEN};
use std::ffi::OsStr;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub struct Serve {
    pub child: Child,
    logs: Arc<Mutex<String>>,
}

impl Serve {
    /// `longtable --config <dir>/longtable.toml serve <args>`, the config
    /// file holding `config`, on the database `db` (`LONGTABLE_DB`).
    pub fn start(
        fake: &FakeDiscord,
        dir: &Path,
        config: &str,
        db: impl AsRef<OsStr>,
        args: &[&str],
    ) -> Serve {
        Self::start_with_env(fake, dir, config, db, args, &[])
    }

    /// [`Serve::start`] with more environment variables (a test's fault
    /// point, `LONGTABLE_FAULT`).
    pub fn start_with_env(
        fake: &FakeDiscord,
        dir: &Path,
        config: &str,
        db: impl AsRef<OsStr>,
        args: &[&str],
        env: &[(&str, &str)],
    ) -> Serve {
        let config_path = dir.join("longtable.toml");
        std::fs::write(&config_path, config).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_longtable"))
            .arg("--config")
            .arg(&config_path)
            .arg("serve")
            .args(args)
            .current_dir(dir)
            .env("DISCORD_TOKEN", TOKEN)
            .env("LONGTABLE_DISCORD_API_URL", &fake.url)
            .env("LONGTABLE_DB", db)
            .env("RUST_LOG", "info")
            .env("NO_COLOR", "1")
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let logs = Arc::new(Mutex::new(String::new()));
        let stderr = child.stderr.take().unwrap();
        let sink = logs.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut logs = sink.lock().unwrap();
                logs.push_str(&line);
                logs.push('\n');
            }
        });
        Serve { child, logs }
    }

    /// Everything it has logged so far.
    pub fn logs(&self) -> String {
        self.logs.lock().unwrap().clone()
    }

    /// Waits until the log holds `text`, or panics with the log so far.
    pub async fn wait_log(&mut self, text: &str, secs: u64) {
        let deadline = Instant::now() + Duration::from_secs(secs);
        while !self.logs().contains(text) {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!(
                    "serve exited ({status}) before logging `{text}`:\n{}",
                    self.logs()
                );
            }
            if Instant::now() > deadline {
                panic!("no `{text}` within {secs} s:\n{}", self.logs());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Ctrl-C, then the whole log; panics if it did not stop cleanly.
    pub fn stop(mut self) -> String {
        let interrupted = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(interrupted.success());
        let status = self.child.wait().unwrap();
        // The reader thread ends with the pipe; give it the last lines.
        let deadline = Instant::now() + Duration::from_secs(5);
        while !self.logs().contains("shutting down") && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        let logs = self.logs();
        assert!(status.success(), "serve failed on Ctrl-C:\n{logs}");
        logs
    }

    /// SIGKILL: no shutdown, no checkpoint, as a crash or an OOM kill.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        self.kill();
    }
}
