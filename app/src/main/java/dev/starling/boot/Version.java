package dev.starling.boot;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The version Maven stamped into the build. */
public final class Version {

    private Version() {
    }

    public static String current() {
        try (InputStream in = Version.class.getResourceAsStream("/dev/starling/starling-version.properties")) {
            if (in == null) {
                return "development";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "development");
        } catch (IOException e) {
            return "development";
        }
    }
}
