package dev.starling.sandbox.infra;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code docs/sandbox-rate-limits.md} names every API route of the sandbox with its limit. */
class RateLimitDocumentationTest {

    @Test
    void everyApiRouteIsListedWithItsLimit() throws Exception {
        Path doc = Path.of("..", "docs", "sandbox-rate-limits.md");
        String text = Files.readString(doc);
        List<String> routes;
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults())) {
            routes = sandbox.routeNames().stream().filter(name -> !name.contains(" /__sandbox/")).toList();
        }

        assertThat(routes).hasSizeGreaterThan(30);
        List<String> missing = routes.stream().filter(route -> !text.contains("| `" + route + "` |")).toList();
        assertThat(missing).as("routes missing from " + doc.toAbsolutePath()).isEmpty();
    }
}
