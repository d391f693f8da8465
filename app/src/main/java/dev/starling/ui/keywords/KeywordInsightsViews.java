package dev.starling.ui.keywords;

import dev.starling.boot.AppServices;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.keywords.LastComparison;
import dev.starling.ui.common.Dialogs;
import java.time.ZoneId;
import javafx.application.Platform;
import javafx.scene.Node;

/** Builds the Keyword insights workspace from the application's services (one call from {@code UiComposition}). */
public final class KeywordInsightsViews {

    private KeywordInsightsViews() {
    }

    public static Node workspace(AppServices services, Dialogs dialogs) {
        return view(services, dialogs).root();
    }

    /** The view itself, for tests that drive it in a window of their own. */
    public static KeywordInsightsView view(AppServices services, Dialogs dialogs) {
        // Follows the active environment, so a switch in Settings applies at once.
        KeywordInsightsViewModel viewModel = new KeywordInsightsViewModel(services.keywords().fetches(),
                services.keywords().comparisons(), new LastComparison(services.stores().durable().settings()),
                services.tasks(), Platform::runLater, dialogs, services.clock(), ZoneId.systemDefault(),
                services.runFiles());
        return new KeywordInsightsView(viewModel, services.tasks(), services.clock());
    }
}
