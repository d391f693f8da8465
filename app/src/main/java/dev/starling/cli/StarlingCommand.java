package dev.starling.cli;

import dev.starling.boot.StartupOptions;
import dev.starling.boot.Version;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.BaseAddress;
import dev.starling.core.config.InvalidSetting;
import dev.starling.core.config.EnvironmentOverrides;
import dev.starling.core.output.OutputRefused;
import dev.starling.core.output.RunFiles;
import dev.starling.core.store.DataDirectories;
import dev.starling.core.text.Messages;
import dev.starling.core.text.Worded;
import java.io.PrintWriter;
import java.net.URI;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.ToIntFunction;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code starling [global options] [command]}: with no command, opens the window. Global options
 * choose the data folder and, for this run only, the environment.
 */
@Command(name = "starling", resourceBundle = "dev.starling.cli.help.starling",
        mixinStandardHelpOptions = true,
        versionProvider = StarlingCommand.VersionProvider.class,
        sortOptions = false,
        usageHelpAutoWidth = true,
        subcommands = {SandboxCommand.class, LoginCommand.class, AccountsCommand.class, LogoutCommand.class,
                UploadCommand.class, KeywordsCommand.class, FlexibleCommand.class, DoNotReachCommand.class,
                PostCommand.class, RelationCommand.Like.class, RelationCommand.Unlike.class,
                RelationCommand.Follow.class, RelationCommand.Unfollow.class, ImportCommand.class,
                AdsCommand.class, AudiencesCommand.class, RulesCommand.class, StreamCommand.class,
                OverlapCommand.class, SyncCommand.class, WebhookCommand.class, EventsCommand.class,
                CommandLine.HelpCommand.class})
public final class StarlingCommand implements Callable<Integer> {

    /** Returned by the GUI path: the window owns the process's lifetime, do not exit. */
    public static final int KEEP_RUNNING = Integer.MIN_VALUE;
    public static final String ENV_CONSUMER_KEY = "STARLING_CONSUMER_KEY";
    public static final String ENV_CONSUMER_SECRET = "STARLING_CONSUMER_SECRET";
    public static final String ENV_CLIENT_ID = "STARLING_CLIENT_ID";
    public static final String ENV_CLIENT_SECRET = "STARLING_CLIENT_SECRET";

    @Option(names = "--data-dir", paramLabel = "DIR", descriptionKey = "global.data-dir")
    String dataDir;

    @Option(names = "--api-base", paramLabel = "URL", descriptionKey = "global.api-base")
    String apiBase;

    @Option(names = "--ads-api-base", paramLabel = "URL", descriptionKey = "global.ads-api-base")
    String adsApiBase;

    @Option(names = "--consumer-key", paramLabel = "KEY", descriptionKey = "global.consumer-key")
    String consumerKey;

    @Option(names = "--consumer-secret", paramLabel = "SECRET", descriptionKey = "global.consumer-secret")
    String consumerSecret;

    @Option(names = "--client-id", paramLabel = "ID", descriptionKey = "global.client-id")
    String clientId;

    @Option(names = "--client-secret", paramLabel = "SECRET", descriptionKey = "global.client-secret")
    String clientSecret;

    @Option(names = "--verbose", descriptionKey = "global.verbose")
    boolean verbose;

    @Option(names = "--log-file", paramLabel = "FILE", descriptionKey = "global.log-file")
    java.nio.file.Path logFile;

    @Spec
    CommandLine.Model.CommandSpec spec;

    private PrintWriter out;
    private PrintWriter err;
    private final ToIntFunction<StartupOptions> gui;
    private final Map<String, String> env;

    public StarlingCommand(ToIntFunction<StartupOptions> gui, Map<String, String> env) {
        this.gui = gui;
        this.env = env;
    }

    /** Parses and runs; returns the exit code (or {@link #KEEP_RUNNING} when the window opened). */
    public static int execute(String[] args, ToIntFunction<StartupOptions> gui) {
        if (args.length == 0) {
            return openWindow(gui, System.getenv());
        }
        return commandLine(gui, System.getenv()).execute(args);
    }

    /**
     * No arguments: the window, with the defaults and the environment variables, exactly as parsing an
     * empty command line gives, without building the parser (a start from the desktop does not wait for
     * the models of every command to be read).
     */
    static int openWindow(ToIntFunction<StartupOptions> gui, Map<String, String> env) {
        StarlingCommand root = new StarlingCommand(gui, env);
        try {
            dev.starling.boot.Logging.quiet();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return root.call();
    }

    public static CommandLine commandLine(ToIntFunction<StartupOptions> gui, Map<String, String> env) {
        StarlingCommand root = new StarlingCommand(gui, env);
        CommandLine commandLine = new CommandLine(root);
        // Quiet unless asked: configured once the global options are parsed, before any command runs.
        commandLine.setExecutionStrategy(parseResult -> {
            try {
                dev.starling.boot.Logging.configure(root.verbose, root.logFile, inputsOf(parseResult, root.ownFiles()));
            } catch (OutputRefused e) {
                throw new CommandLine.ParameterException(commandLine, "--log-file " + words(e));
            } catch (java.io.IOException e) {
                throw new CommandLine.ParameterException(commandLine, Messages.text("cli.logFileUnwritable",
                        String.valueOf(root.logFile), e.getMessage() == null ? Messages.text("cli.logFileRefused")
                                : e.getMessage()));
            }
            return new CommandLine.RunLast().execute(parseResult);
        });
        commandLine.setExecutionExceptionHandler((exception, cmd, parseResult) -> {
            // A failure in a command is reported in one plain line, never a stack trace.
            cmd.getErr().println("starling: " + messageOf(exception));
            return 1;
        });
        return commandLine;
    }

    @Override
    public Integer call() {
        return gui.applyAsInt(startupOptions());
    }

    /** Starling's own files in the data folder this run uses (resolved as the stores resolve it). */
    RunFiles ownFiles() {
        return RunFiles.of(DataDirectories.resolve(dataDir, env, System.getProperty("os.name", ""),
                System.getProperty("user.home", ".")));
    }

    /** What no output of this run may be: Starling's own files and the log (a command adds what it reads). */
    RunFiles runFiles() {
        return ownFiles().withLog(logFile);
    }

    /** {@code files} with the files every command on the parsed line reads. */
    private static RunFiles inputsOf(CommandLine.ParseResult parsed, RunFiles files) {
        RunFiles all = files;
        for (CommandLine.ParseResult part = parsed; part != null; part = part.subcommand()) {
            if (part.commandSpec().userObject() instanceof ReadsFiles reads) {
                all = reads.withInputs(all);
            }
        }
        return all;
    }

    /** A refused output (or any failure with words of its own) in words: its path, then why. */
    static String words(Worded worded) {
        return Messages.text(worded.text());
    }

    /** The global options as the application sees them; invalid addresses are usage errors. */
    public StartupOptions startupOptions() {
        URI api = parseBase("--api-base", apiBase);
        URI ads = parseBase("--ads-api-base", adsApiBase);
        String id = blankToNull(clientId) != null ? blankToNull(clientId) : blankToNull(env.get(ENV_CLIENT_ID));
        Secret secret = Secret.ofNullable(clientSecret) != null ? Secret.ofNullable(clientSecret)
                : Secret.ofNullable(env.get(ENV_CLIENT_SECRET));
        if (id == null && secret != null && spec != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--client-secret (or " + ENV_CLIENT_SECRET
                    + ") needs --client-id (or " + ENV_CLIENT_ID + ")");
        }
        EnvironmentOverrides overrides = new EnvironmentOverrides(api, ads, blankToNull(consumerKey),
                Secret.ofNullable(consumerSecret), blankToNull(env.get(ENV_CONSUMER_KEY)),
                Secret.ofNullable(env.get(ENV_CONSUMER_SECRET)),
                id == null ? null : new dev.starling.core.config.ClientCredentials(id, secret));
        return new StartupOptions(dataDir, overrides);
    }

    /** The process environment this command was started with (injectable for tests). */
    Map<String, String> env() {
        return env;
    }

    /**
     * Where the account commands print. Made from System.out when called (picocli's own writer can
     * outlive a redirected System.out), unless a caller chose writers with {@link #useWriters}.
     */
    PrintWriter out() {
        return out != null ? out : new PrintWriter(System.out, true);
    }

    PrintWriter accountErr() {
        return err != null ? err : new PrintWriter(System.err, true);
    }

    /** For embedding and tests: send the account commands' output to these writers. */
    void useWriters(PrintWriter newOut, PrintWriter newErr) {
        this.out = newOut;
        this.err = newErr;
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    private URI parseBase(String option, String text) {
        if (text == null) {
            return null;
        }
        try {
            return BaseAddress.parse(option, text);
        } catch (InvalidSetting e) {
            throw new CommandLine.ParameterException(spec.commandLine(), words(e));
        }
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }

    static String messageOf(Throwable exception) {
        if (exception instanceof Worded worded) {
            return words(worded);
        }
        String message = exception.getMessage();
        return message == null || message.isBlank()
                ? Messages.text("cli.internalError") : message;
    }

    /** {@code --version}. */
    public static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"Starling " + Version.current(),
                    "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
        }
    }
}
