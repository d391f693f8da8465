package dev.starling.ui.live;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.SignedInScreens.scene;

import dev.starling.boot.AppServices;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.RulesClient;
import dev.starling.sandbox.infra.AccessGuard;
import dev.starling.ui.SignedInScreens;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import javafx.scene.control.ButtonBase;

/**
 * Opens the real window on the built-in sandbox, on Live, connected, with posts arriving (a slow burst of the
 * sandbox's matching two live rules, besides its own posts), for looking at it (screenshots under Xvfb):
 * {@code java -cp <test classpath> dev.starling.ui.live.LiveScreens DATA_DIR LIGHT|DARK WIDTH HEIGHT}.
 * It prints "ready" once posts have been arriving for a while, and stays open until the window is closed.
 */
public final class LiveScreens {

    private LiveScreens() {
    }

    public static void main(String[] args) throws Exception {
        AppServices services = SignedInScreens.openOn(args, "live");
        RulesClient rules = new RulesClient(LiveEndpoints.of(services.api().current()));
        rules.deleteAll(false);
        rules.add(List.of(new RuleDraft("#Launch has:hashtags", "launch"),
                new RuleDraft("coffee OR latte lang:en -is:retweet", "coffee")), false);
        Thread.sleep(1500);
        fx(() -> ((ButtonBase) scene().lookup("#liveConnect")).fire());
        Thread.sleep(2000);
        URI base = services.environments().current().apiBase();
        HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "")
                        + "/__sandbox/stream/burst"))
                .header(AccessGuard.ADMIN_TOKEN_HEADER, services.environments().sandbox().adminToken())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"count\": 100000, \"per_second\": 40, \"hashtag\": \"Launch\"}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        Thread.sleep(8000);
        System.out.println("ready");
    }
}
