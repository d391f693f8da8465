package dev.starling.core.api.error;

/** Refused before sending: credentials would have crossed the network unencrypted. */
public record InsecureConnection(String host) implements ApiError {

    @Override
    public int status() {
        return 0;
    }

    @Override
    public String userMessage() {
        return "Refused to send credentials to " + host + " over plain http://: use an https:// address "
                + "(plain http is allowed only for this computer, e.g. 127.0.0.1 or localhost). Nothing was sent.";
    }
}
