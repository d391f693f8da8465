package dev.starling.cli;

import dev.starling.core.auth.Secret;
import dev.starling.core.text.Messages;
import dev.starling.core.webhook.WebhookSignature;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The CRC and signature calculator, for people debugging their own receiver: what Starling (and X)
 * computes for a pasted {@code crc_token} or body with the app's consumer secret (the environment's, or
 * the one in {@code --secret-env VAR}), and whether a pasted signature matches a body. The secret is
 * never printed.
 */
final class WebhookCalculatorCommand {

    private WebhookCalculatorCommand() {
    }

    /** What the commands share: the secret and where the body comes from. */
    abstract static class Calculation extends Subcommand {
        @Option(names = "--secret-env", paramLabel = "VAR", descriptionKey = "calculation.secret-env")
        String secretEnv;

        /** Runs with the secret; a session only when the environment's secret is needed. */
        int withSecret(SecretWork work) throws IOException {
            if (secretEnv != null) {
                Secret secret = WebhookCommand.secret(context, secretEnv, null, context.err());
                return work.run(new WebhookSignature(secret), context.out(), context.err());
            }
            return context.inSession((session, out, err) -> {
                Secret secret = WebhookCommand.secret(context, null, session.api().environment(), err);
                return secret == null ? CommandContext.EXIT_FAILED : work.run(new WebhookSignature(secret), out, err);
            });
        }
    }

    interface SecretWork {
        int run(WebhookSignature signature, PrintWriter out, PrintWriter err) throws IOException;
    }

    /** The body to sign: {@code --body TEXT}, {@code --file F} or standard input, byte for byte. */
    abstract static class BodyCalculation extends Calculation {
        @Option(names = "--body", paramLabel = "TEXT", descriptionKey = "calculation.body")
        String body;

        @Option(names = "--file", paramLabel = "FILE", descriptionKey = "calculation.file")
        Path file;

        byte[] bytes() {
            if (body != null && file != null) {
                throw context.usage(Messages.text("webhook.cli.bodyTwice"));
            }
            if (body != null) {
                return body.getBytes(StandardCharsets.UTF_8);
            }
            try {
                if (file != null) {
                    if (!Files.isRegularFile(file)) {
                        throw context.usage(Messages.text("webhook.cli.noFile", file.toString()));
                    }
                    return Files.readAllBytes(file);
                }
                try (InputStream in = System.in) {
                    return in.readAllBytes();
                }
            } catch (IOException e) {
                throw context.usage(Messages.text("webhook.cli.cannotRead", file == null ? "-" : file.toString()));
            }
        }
    }

    /** {@code starling webhook crc TOKEN}. */
    @Command(name = "crc", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.webhook-crc")
    static final class Crc extends Calculation {
        @Parameters(index = "0", paramLabel = "TOKEN", descriptionKey = "token")
        String token;

        @Override
        public Integer call() throws IOException {
            return withSecret((signature, out, err) -> {
                out.println("{\"response_token\":\"" + signature.crcResponseToken(token) + "\"}");
                out.flush();
                return 0;
            });
        }
    }

    /** {@code starling webhook sign}. */
    @Command(name = "sign", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.webhook-sign")
    static final class Sign extends BodyCalculation {
        @Override
        public Integer call() throws IOException {
            byte[] bytes = bytes();
            return withSecret((signature, out, err) -> {
                out.println(signature.sign(bytes));
                out.flush();
                return 0;
            });
        }
    }

    /** {@code starling webhook verify --signature S}: exit 0 when it matches, 1 when not. */
    @Command(name = "verify", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.webhook-verify")
    static final class Verify extends BodyCalculation {
        @Option(names = "--signature", required = true, paramLabel = "VALUE")
        String given;

        @Override
        public Integer call() throws IOException {
            byte[] bytes = bytes();
            return withSecret((signature, out, err) -> {
                boolean valid = signature.verify(bytes, given);
                out.println(Messages.text(valid ? "webhook.cli.signatureValid" : "webhook.cli.signatureInvalid",
                        signature.sign(bytes)));
                out.flush();
                return valid ? 0 : CommandContext.EXIT_FAILED;
            });
        }
    }
}
