package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A button's label reads as JavaFX shows it: escapes before the mnemonic marker, every character literal after it. */
class ConfirmationTest {

    @Test
    void underscoresOfANameAfterTheMarkerShowAsWritten() {
        String label = Confirmation.label("publishui.confirm.action", "@demo_marketer");
        assertThat(label).isEqualTo("_Post publicly as @demo_marketer");
        Confirmation asked = Confirmation.of("Publish post", "public", label);
        assertThat(asked.actionText()).isEqualTo("Post publicly as @demo_marketer");
        assertThat(asked.mnemonic()).isEqualTo('P');
    }

    @Test
    void underscoresBeforeTheMarkerAreEscaped() {
        Confirmation asked = Confirmation.of("Send", "now", "Send \u201cSpring__CRM\u201d _now");
        assertThat(asked.actionText()).isEqualTo("Send \u201cSpring_CRM\u201d now");
        assertThat(asked.mnemonic()).isEqualTo('N');
        assertThat(Confirmation.of("Send", "now", "Send \u201cSpring__CRM\u201d").mnemonic()).isEqualTo((char) 0);
    }
}
