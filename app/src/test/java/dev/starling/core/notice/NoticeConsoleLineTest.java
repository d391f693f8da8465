package dev.starling.core.notice;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import org.junit.jupiter.api.Test;

class NoticeConsoleLineTest {

    @Test
    void aNoticeIsWordedOnTheCommandLineWithItsPartsWordedFirst() {
        Notice notice = Notice.error(BundleText.of("store.notice.durable.title"), BundleText.of("store.notice.durable",
                "The database /data/starling.db is damaged.", BundleText.of("store.notice.untouchedCopied", "/data/copy.db")));

        assertThat(notice.toConsoleLine(Messages::text)).isEqualTo("starling: error: Your saved data could not be opened: "
                + "The database /data/starling.db is damaged. Starling left the file untouched and kept a copy in "
                + "/data/copy.db: restore it from a backup, or move it away to start afresh (you will need to sign in "
                + "again). Until then Starling uses a temporary store: settings, accounts and history changed in this "
                + "session will not be kept.");
    }

    @Test
    void aSignedOutNoticeKeepsItsApostrophes() {
        assertThat(Messages.text(BundleText.of("boot.notice.signedOut", "maria")))
                .isEqualTo("X no longer accepts the token of @maria. Sign in again (the window's Account page, or "
                        + "'starling login'); the work on your screen is kept.");
    }
}
