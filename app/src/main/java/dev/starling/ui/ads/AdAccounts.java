package dev.starling.ui.ads;

import dev.starling.boot.AppServices;
import dev.starling.ui.common.SignInState;

/** Builds the ad-account picker each Ads workspace starts from. */
public final class AdAccounts {

    private AdAccounts() {
    }

    public static AdAccountPicker picker(AppServices services, SignInState signIn) {
        return new AdAccountPicker(services::ads, signIn::isSignedIn, services.tasks());
    }
}
