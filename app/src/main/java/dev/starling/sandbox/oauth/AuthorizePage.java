package dev.starling.sandbox.oauth;

import dev.starling.sandbox.auth.Login;
import java.util.List;

/**
 * The HTML of the sandbox's sign-in and consent pages, styled inline so it needs no assets. All
 * interpolated values are HTML-escaped.
 */
final class AuthorizePage {

    /**
     * What the page says about published demo credentials.
     *
     * @param notice whether the published demo app or users are in use ("for local testing only")
     * @param users the demo users whose name and password are published: listed with copy buttons
     */
    record Demo(boolean notice, List<Login> users) {

        Demo {
            users = List.copyOf(users);
        }
    }

    static final String APP_NAME = "Starling Sandbox App";
    /** Said when the app's keys or the users are the published demo ones anybody can read. */
    static final String DEMO_NOTICE = "This sandbox uses published demo credentials: for local testing only.";
    private static final String STYLE = """
            body{margin:0;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f5f8fa;\
            color:#0f1419}main{max-width:420px;margin:48px auto;background:#fff;border:1px solid #e1e8ed;\
            border-radius:16px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.06)}h1{font-size:22px;margin:0 0 8px}\
            p{line-height:1.45}.logo{font-weight:800;font-size:28px;color:#1d9bf0;margin-bottom:16px}\
            ul{padding-left:20px;color:#536471}label{display:block;font-size:14px;margin:14px 0 4px;color:#536471}\
            input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:12px;border:1px solid #cfd9de;\
            border-radius:6px;font-size:16px}.buttons{display:flex;gap:12px;margin-top:24px}\
            button{flex:1;padding:12px;border-radius:999px;font-size:15px;font-weight:700;cursor:pointer}\
            .allow{background:#0f1419;color:#fff;border:0}.cancel{background:#fff;color:#0f1419;border:1px solid #cfd9de}\
            .demo{background:#fff4e5;color:#663c00;padding:10px 12px;border-radius:6px;font-size:14px}\
            .error{background:#fdecea;color:#b3261e;padding:10px 12px;border-radius:6px}\
            code#oauth_pin{display:block;font-size:36px;letter-spacing:6px;text-align:center;margin:20px 0;\
            padding:16px;background:#f7f9f9;border-radius:8px}.who{color:#536471;font-size:14px}\
            #demo-users table{border-collapse:collapse}#demo-users td{padding:3px 8px 3px 0;white-space:nowrap}\
            #demo-users code{user-select:all;background:#fff;padding:1px 4px;border-radius:4px}\
            #demo-users button{flex:none;padding:2px 8px;margin-left:4px;font-size:12px;border-radius:999px;\
            border:1px solid #c9a063;background:#fff;color:#663c00}.hint-title{margin:0 0 6px}""";

    private static final String DEMO_SCRIPT = """
            document.querySelectorAll('button.copy').forEach(function (button) {
              button.addEventListener('click', function () {
                var value = document.getElementById(button.dataset.copy);
                var range = document.createRange();
                range.selectNodeContents(value);
                var selection = window.getSelection();
                selection.removeAllRanges();
                selection.addRange(range);
                var done = function () { button.textContent = 'Copied'; };
                if (navigator.clipboard) {
                  navigator.clipboard.writeText(value.textContent).then(done, function () {});
                } else if (document.execCommand && document.execCommand('copy')) {
                  done();
                }
              });
            });
            document.querySelectorAll('button.use').forEach(function (button) {
              button.addEventListener('click', function () {
                document.getElementById('username').value = button.dataset.user;
                document.getElementById('password').value = button.dataset.password;
              });
            });""";

    private AuthorizePage() {
    }

    /**
     * The sign-in and consent form. With {@code signedInAs} (a session, no forced login) only
     * consent is asked; otherwise username and password too.
     */
    static String form(String requestToken, String accessType, String prefillUsername, String signedInAs,
                       boolean forceLogin, String error, Demo demo) {
        StringBuilder body = new StringBuilder();
        body.append("<h1>Authorize ").append(escape(APP_NAME)).append(" to access your account?</h1>");
        notices(body, signedInAs, error, demo);
        body.append("<p>This application will be able to:</p><ul>")
                .append("<li>Read posts from your timeline and see who you follow.</li>")
                .append("<li>See your account information.</li>");
        if (!"read".equals(accessType)) {
            body.append("<li>Post and delete posts, follow and unfollow accounts for you.</li>")
                    .append("<li>Manage your ads and audiences.</li>");
        }
        body.append("</ul><form method=\"post\" action=\"/oauth/authorize\">")
                .append("<input type=\"hidden\" name=\"oauth_token\" value=\"").append(escape(requestToken))
                .append("\">");
        if (forceLogin) {
            body.append("<input type=\"hidden\" name=\"force_login\" value=\"true\">");
        }
        signInAndButtons(body, signedInAs, prefillUsername);
        return page("Authorize " + APP_NAME, body.toString());
    }

    /** The demo notice, the demo users (when nobody is signed in) and the error, above the consent list. */
    private static void notices(StringBuilder body, String signedInAs, String error, Demo demo) {
        if (demo.notice()) {
            body.append("<p class=\"demo\" id=\"demo-notice\">").append(escape(DEMO_NOTICE)).append("</p>");
        }
        if (signedInAs == null && !demo.users().isEmpty()) {
            body.append(demoUsers(demo.users()));
        }
        if (error != null) {
            body.append("<p class=\"error\" id=\"error\">").append(escape(error)).append("</p>");
        }
    }

    /** Who is signed in, or the username and password fields; then Authorize and Cancel, closing the form. */
    private static void signInAndButtons(StringBuilder body, String signedInAs, String prefillUsername) {
        if (signedInAs != null) {
            body.append("<p class=\"who\">Signed in as @").append(escape(signedInAs)).append("</p>");
        } else {
            body.append("<label for=\"username\">Username or email</label>")
                    .append("<input type=\"text\" id=\"username\" name=\"session[username_or_email]\" value=\"")
                    .append(escape(prefillUsername == null ? "" : prefillUsername)).append("\" autofocus>")
                    .append("<label for=\"password\">Password</label>")
                    .append("<input type=\"password\" id=\"password\" name=\"session[password]\">");
        }
        body.append("<div class=\"buttons\"><button class=\"allow\" type=\"submit\" name=\"allow\" value=\"1\">")
                .append("Authorize app</button><button class=\"cancel\" type=\"submit\" name=\"cancel\" value=\"1\">")
                .append("Cancel</button></div></form>");
    }

    /**
     * The demo users with their passwords, each value selectable with one click and copied by its
     * button; "Use" fills the form in. Without a clipboard (a page not served from a secure context)
     * the button selects the value so Ctrl+C copies it.
     */
    private static String demoUsers(List<Login> users) {
        StringBuilder hint = new StringBuilder("<div class=\"demo\" id=\"demo-users\"><p class=\"hint-title\">")
                .append("Sign in with a demo user:</p><table>");
        for (int i = 0; i < users.size(); i++) {
            Login user = users.get(i);
            String name = escape(user.username());
            String password = escape(user.password());
            hint.append("<tr><td><code id=\"demo-user-").append(i).append("\">").append(name).append("</code>")
                    .append("<button type=\"button\" class=\"copy\" data-copy=\"demo-user-").append(i)
                    .append("\" title=\"Copy the username\">Copy</button></td>")
                    .append("<td>password <code id=\"demo-password-").append(i).append("\">").append(password)
                    .append("</code><button type=\"button\" class=\"copy\" data-copy=\"demo-password-").append(i)
                    .append("\" title=\"Copy the password\">Copy</button></td>")
                    .append("<td><button type=\"button\" class=\"use\" data-user=\"").append(name)
                    .append("\" data-password=\"").append(password).append("\">Use</button></td></tr>");
        }
        return hint.append("</table></div><script>").append(DEMO_SCRIPT).append("</script>").toString();
    }

    /**
     * The OAuth 2.0 sign-in and consent page: the scopes asked for, each in words, and the authorize
     * request carried along in hidden fields. With {@code signedInAs} only consent is asked.
     */
    static String oauth2Form(java.util.Map<String, String> request, List<String> scopes, String signedInAs,
                             String error, Demo demo) {
        StringBuilder body = new StringBuilder();
        body.append("<h1>").append(escape(APP_NAME)).append(" wants to access your X account</h1>");
        notices(body, signedInAs, error, demo);
        body.append("<p>It will be able to:</p><ul id=\"scopes\">");
        for (String scope : scopes) {
            body.append("<li data-scope=\"").append(escape(scope)).append("\">")
                    .append(escape(OAuth2Scopes.DESCRIPTIONS.getOrDefault(scope, scope))).append("</li>");
        }
        body.append("</ul><form method=\"post\" action=\"").append(OAuth2Endpoints.AUTHORIZE_PATH).append("\">");
        request.forEach((name, value) -> body.append("<input type=\"hidden\" name=\"").append(escape(name))
                .append("\" value=\"").append(escape(value)).append("\">"));
        signInAndButtons(body, signedInAs, null);
        return page("Authorize " + APP_NAME, body.toString());
    }

    /** An authorize request that cannot be sent back to the app (unknown client, unregistered redirect). */
    static String oauth2Error(String reason) {
        return page("Something went wrong", "<h1>Something went wrong</h1><p id=\"error\">You weren't able to give "
                + "access to the App. " + escape(reason) + "</p>");
    }

    static String pin(String pin, String screenName) {
        return page("Authorized", "<h1>You've granted access to " + escape(APP_NAME) + "!</h1>"
                + "<p class=\"who\">Signed in as @" + escape(screenName) + "</p>"
                + "<p>Next, return to the application and enter this PIN to complete the authorization process:</p>"
                + "<code id=\"oauth_pin\">" + escape(pin) + "</code>");
    }

    static String denied() {
        return page("Access denied", "<h1>You have not granted access to " + escape(APP_NAME) + ".</h1>"
                + "<p>No PIN was issued. You can close this window and return to the application.</p>");
    }

    static String invalidToken() {
        return page("Invalid request", "<h1>Whoa there!</h1><p id=\"error\">The request token for this page is "
                + "invalid. It may have already been used, or expired because it is too old. Please go back to the "
                + "site or application that sent you here and try again; it was probably just a mistake.</p>");
    }

    private static String page(String title, String body) {
        return "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>" + escape(title)
                + "</title><style>" + STYLE + "</style></head><body><main><div class=\"logo\">\uD835\uDD4F</div>"
                + body + "</main></body></html>";
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
