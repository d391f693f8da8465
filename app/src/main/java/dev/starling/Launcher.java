package dev.starling;

import dev.starling.cli.StarlingCommand;
import dev.starling.ui.app.StarlingGui;

/**
 * Entry point of {@code java -jar starling.jar}. A plain class (not an {@code Application}) so the
 * app starts from the class path; it parses the command line and either runs a command or opens
 * the window.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        int exit = StarlingCommand.execute(args, StarlingGui::launch);
        if (exit != StarlingCommand.KEEP_RUNNING) {
            System.exit(exit);
        }
    }
}
