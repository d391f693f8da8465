package dev.starling.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.core.text.Worded;
import java.util.LinkedHashMap;
import java.util.Map;

/** A failure's words as the window and the command line show them: its bundle text, worded. */
public final class Words {

    private Words() {
    }

    /** The words of {@code failure}, which must carry its own ({@link Worded}). */
    public static String of(Throwable failure) {
        assertThat(failure).isInstanceOf(Worded.class);
        return Messages.text(((Worded) failure).text());
    }

    /** Counts by reason (an upload's rejections) with each reason worded, as the window and the command line list them. */
    public static Map<String, Long> of(Map<BundleText, Long> counts) {
        Map<String, Long> worded = new LinkedHashMap<>();
        counts.forEach((reason, count) -> worded.merge(Messages.text(reason), count, Long::sum));
        return worded;
    }
}
