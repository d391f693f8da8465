package dev.starling.ui.requestlog;

/** Which API's exchanges the Request log shows: all, the core API's (and OAuth's), or the Ads API's. */
public enum RequestApi {
    ALL, CORE, ADS
}
