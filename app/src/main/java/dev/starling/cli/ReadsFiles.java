package dev.starling.cli;

import dev.starling.core.output.RunFiles;

/**
 * A command that reads files the user names (an upload's CRM file, a flexible audience's JSON): no
 * output of the run, its {@code --log-file} included, may be one of them. The command line adds them
 * to the run's files before anything is opened.
 */
interface ReadsFiles {

    /** {@code files} with this command's inputs added. */
    RunFiles withInputs(RunFiles files);
}
