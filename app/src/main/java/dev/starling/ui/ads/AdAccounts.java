package dev.starling.ui.ads;

import dev.starling.boot.AppServices;
import dev.starling.ui.common.SignInState;

/** Builds the window's one ad-account picker, which every Ads workspace shares. */
public final class AdAccounts {

    private AdAccounts() {
    }

    public static AdAccountPicker picker(AppServices services, SignInState signIn) {
        return AdAccountPicker.shared(services::ads, signIn, services.tasks(), services::chosenAdAccounts);
    }
}
