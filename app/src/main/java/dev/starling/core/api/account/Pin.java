package dev.starling.core.api.account;

import dev.starling.core.text.BundleText;

/** The verifier the user copies from the authorize page: seven digits, typed with any spacing. */
public final class Pin {

    public static final int LENGTH = 7;

    private Pin() {
    }

    /**
     * Strips spaces and dashes (people type "123 4567" or "123-4567").
     *
     * @throws SignInException with {@link SignInException.Outcome#MALFORMED_PIN} otherwise
     */
    public static String normalise(String typed) {
        String digits = typed == null ? "" : typed.replaceAll("[\\s\\-\u2010-\u2015\u2212]", "");
        if (digits.length() != LENGTH || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new SignInException(SignInException.Outcome.MALFORMED_PIN,
                    BundleText.of("signIn.malformedPin", String.valueOf(LENGTH)));
        }
        return digits;
    }
}
