package dev.starling.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import dev.starling.core.text.Worded;

/** A failure's words as the window and the command line show them: its bundle text, worded. */
public final class Words {

    private Words() {
    }

    /** The words of {@code failure}, which must carry its own ({@link Worded}). */
    public static String of(Throwable failure) {
        assertThat(failure).isInstanceOf(Worded.class);
        return Messages.text(((Worded) failure).text());
    }
}
