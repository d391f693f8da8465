package dev.starling.ui.flexible;

import dev.starling.core.api.ads.FlexibleAudienceClient;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.flexible.FlexibleDraftRepository;
import dev.starling.ui.common.Dialogs;
import java.util.function.Supplier;

/**
 * What the workspace's commands on entries (creating drafts at X, deleting drafts or audiences)
 * work with: X's batch client, the local drafts and their saver, the background runner and the
 * dialogs that ask first. Built once by {@link FlexibleAudiencesViewModel}.
 */
record EntryCommands(Supplier<FlexibleAudienceClient> flexible, FlexibleDraftRepository drafts, DraftSaver saver,
                     TaskRunner tasks, Dialogs dialogs) {
}
