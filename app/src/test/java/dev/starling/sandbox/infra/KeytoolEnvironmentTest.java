package dev.starling.sandbox.infra;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** keytool, a JVM of its own, does not take the JVM options meant for Starling's (a training run's, say). */
class KeytoolEnvironmentTest {

    @Test
    void jvmOptionVariablesAreNotHandedToKeytoolAndTheRestIs() {
        Map<String, String> environment = new HashMap<>(Map.of(
                "JAVA_TOOL_OPTIONS", "-XX:DumpLoadedClassList=/tmp/starling.classlist",
                "JDK_JAVA_OPTIONS", "-XX:ArchiveClassesAtExit=/tmp/starling.jsa",
                "_JAVA_OPTIONS", "-Xmx1g",
                "PATH", "/usr/bin",
                "HOME", "/home/someone"));

        TlsMaterial.forKeytool(environment);

        assertThat(environment).containsOnlyKeys("PATH", "HOME");
    }
}
