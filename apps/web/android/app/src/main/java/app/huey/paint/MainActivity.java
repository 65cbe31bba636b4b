package app.huey.paint;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
